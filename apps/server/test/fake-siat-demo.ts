import { startFakeSiat } from './fake-siat';

/**
 * `npm run fake-siat`: the fake SIAT for demos, on FAKE_SIAT_PORT (8790 by default). Start Taller
 * with the printed SIAT_URL and any token; Ctrl+C stops it.
 */
const port = Number(process.env.FAKE_SIAT_PORT ?? 8790);
const fake = await startFakeSiat({ port });
console.log(`Fake SIAT listening. Start Taller with SIAT_URL=${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
