import { ConfigError, loadConfig } from '../config';
import { createBackup } from './backup';
import { RestoreRefused, restoreBackup } from './restore';

/**
 * `npm run backup` and `npm run restore -- <folder> [--force]`, with the server's own
 * configuration (DATA_DIR, DATABASE_URL, MEDIA_DIR, BACKUP_DIR).
 */
async function main(args: string[]) {
  const [command, ...rest] = args;
  const config = loadConfig();
  if (command === 'backup') {
    await createBackup(config);
    return;
  }
  if (command === 'restore') {
    const folder = rest.find((a) => !a.startsWith('--'));
    if (!folder) throw new RestoreRefused('usage: npm run restore -- <backup folder> [--force]');
    await restoreBackup(config, folder, { force: rest.includes('--force') });
    console.log('Restore finished: start the server.');
    return;
  }
  throw new RestoreRefused('usage: cli.ts backup | restore <backup folder> [--force]');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof RestoreRefused) {
    console.error(`Refused: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
