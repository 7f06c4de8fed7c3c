// The system Chromium (Debian's package), driven by playwright-core. Never a downloaded browser:
// this machine reaches no browser download host.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling Google's hosts, which this
// machine's closed network refuses, many at a time.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium (or set CHROME_PATH).`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
}
