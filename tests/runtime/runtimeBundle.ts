/**
 * Builds the storefront's browser entry alone, in memory, with the project's Vite config,
 * and answers every module that ends up in its chunks (static and lazy). Shared by the
 * bundle-graph test and the runtime benchmark.
 */
import { build, loadConfigFromFile, type InlineConfig, type Rolldown } from 'vite';

export const RUNTIME_ENTRY = 'runtime/entry-client.tsx';

export interface RuntimeBundle {
  chunks: Array<{
    fileName: string;
    isEntry: boolean;
    imports: string[];
    dynamicImports: string[];
    moduleIds: string[];
    code: string;
  }>;
}

export async function buildRuntimeBundle(root = process.cwd()): Promise<RuntimeBundle> {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    'vite.config.ts',
    root,
  );
  const config: InlineConfig = loaded?.config ?? {};
  const output = await build({
    ...config,
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      ...config.build,
      write: false,
      manifest: false,
      rollupOptions: { ...config.build?.rollupOptions, input: { runtime: RUNTIME_ENTRY } },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = outputs
    .flatMap((each) => each.output)
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  return {
    chunks: chunks.map((chunk) => ({
      fileName: chunk.fileName,
      isEntry: chunk.isEntry,
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
      moduleIds: chunk.moduleIds.map((id) => id.replace(`${root}/`, '')),
      code: chunk.code,
    })),
  };
}
