/** Types for what eslint.config.js exports: the folder rules the folder-rule test reads. */
export declare const FOLDER_RULES: ReadonlyArray<{ target: string; from: readonly string[] }>;
declare const config: unknown;
export default config;
