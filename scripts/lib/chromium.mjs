import { existsSync } from 'node:fs';

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const hasChromium = () => existsSync(chromiumPath());
