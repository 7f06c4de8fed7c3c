import type { Page } from 'playwright-core';

/** A real PNG drawn by the browser: a navy square with a company's initials. */
export async function drawLogo(page: Page, initials = 'SR'): Promise<Buffer> {
  // A string, so this file needs no DOM types: it runs in the page, not here.
  const dataUrl = await page.evaluate<string>(`(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 320;
    const g = canvas.getContext('2d');
    g.fillStyle = '#00214D';
    g.fillRect(0, 0, 320, 320);
    g.fillStyle = '#ffffff';
    g.font = 'bold 140px sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(${JSON.stringify(initials)}, 160, 168);
    return canvas.toDataURL('image/png');
  })()`);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
