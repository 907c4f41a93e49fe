/**
 * Runs the SSR throughput measures in a process of their own, started with
 * NODE_ENV=production (React's production build, as the server runs it) so nothing the
 * parent loaded in development mode skews them. Prints one JSON line.
 */
import { countBlocks, everyBlockPage, pageOfBlocks } from './pages';
import { ssrRates } from './ssr';

/** Per page and side, spread over the interleaved rounds. */
const durationMs = Number(process.env.BENCH_SSR_MS ?? 5_000);
const everyBlock = everyBlockPage();
const large = { ...everyBlock, blocks: pageOfBlocks(everyBlock.blocks, 300) };
const results = {
  everyBlock: {
    blocks: countBlocks(everyBlock.blocks),
    ...(await ssrRates(everyBlock, durationMs)),
  },
  large: { blocks: countBlocks(large.blocks), ...(await ssrRates(large, durationMs)) },
};
process.stdout.write(`${JSON.stringify(results)}\n`);
