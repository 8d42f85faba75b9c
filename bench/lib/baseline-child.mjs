// The process of one baseline server (see startInOwnProcess): builds it, listens, says 'ready'.
import { readFileSync } from 'node:fs';
import { decodeInput } from './baseline.mjs';

const [moduleUrl, exportName, port, inputFile] = process.argv.slice(2);
const input = JSON.parse(readFileSync(inputFile, 'utf8'), decodeInput);
const server = await (await import(moduleUrl))[exportName](input);
server.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
