// Opens the built law book in headless Chromium, served from 127.0.0.1, and checks what a reader
// sees: a law page with its rendered ruling and hand diagram, the search finding "revoke", links
// between law pages and cases, and (when the book carries the WebAssembly engine) re-ruling an
// edited record in the page. Run after `foster book build`: `node --test` in this directory.
// BOOK_DIR overrides the book's location (default ../../book/build); screenshots go to
// SHOTS_DIR (default ./out).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const bookDir = path.resolve(process.env.BOOK_DIR ?? path.join(here, '../../book/build'));
const shotsDir = path.resolve(process.env.SHOTS_DIR ?? path.join(here, 'out'));
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.ttf': 'font/ttf', '.wasm': 'application/wasm',
};

let server, base, browser, userDir;

before(async () => {
  assert.ok(fs.existsSync(path.join(bookDir, 'index.html')), `no book at ${bookDir}: run foster book build`);
  server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    const file = path.join(bookDir, decodeURIComponent(url.pathname));
    if (!file.startsWith(bookDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${server.address().port}`;
  userDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foster-chromium-'));
  // A fresh profile each run (Playwright passes it as --user-data-dir).
  browser = await chromium.launchPersistentContext(userDir, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  fs.mkdirSync(shotsDir, { recursive: true });
});

after(async () => {
  await browser?.close();
  server?.close();
  if (userDir) fs.rmSync(userDir, { recursive: true, force: true });
});

async function open(page) {
  const p = await browser.newPage();
  // The book must not reach outside this machine.
  await p.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
  await p.goto(`${base}/${page}`);
  return p;
}

test('a law page shows the engine ruling and the hand diagram', async () => {
  const p = await open('laws/pirate-1916/08-the-revoke.html');
  const id = '#case-pirate-the-declarers-revoke-is-scored-by-both-adversaries';
  const ruling = p.locator(`${id} .foster-ruling pre`);
  await ruling.waitFor();
  assert.match(await ruling.innerText(), /E, S each score 50 in honors/);
  const diagram = p.locator(`${id} .foster-compass`);
  assert.ok(await diagram.isVisible());
  const north = await p.locator(`${id} .foster-seat-N`).innerText();
  assert.match(north, /♠ A K Q 4 3/);
  // Hearts are red, spades are not.
  const colour = (sel) => p.locator(`${id} ${sel}`).first().evaluate((e) => getComputedStyle(e).color);
  assert.equal(await colour('.foster-red'), 'rgb(200, 16, 46)');
  assert.notEqual(await colour('.foster-black'), 'rgb(200, 16, 46)');
  await p.locator(id).scrollIntoViewIfNeeded();
  await p.screenshot({ path: path.join(shotsDir, 'revoke-law-page.png') });
  await p.close();
});

test('the search finds revoke', async () => {
  const p = await open('introduction.html');
  await p.locator('#mdbook-search-toggle').click();
  // The index loads when the search opens; the searcher reacts to typed keys (keyup).
  await p.waitForFunction(() => window.search && window.search.index, null, { timeout: 15000 });
  await p.locator('#mdbook-searchbar').pressSequentially('revoke', { delay: 30 });
  const first = p.locator('#mdbook-searchresults li').first();
  await first.waitFor({ timeout: 15000 });
  const results = await p.locator('#mdbook-searchresults li').count();
  assert.ok(results > 3, `only ${results} results`);
  assert.match(await p.locator('#mdbook-searchresults').innerText(), /revoke/i);
  await p.screenshot({ path: path.join(shotsDir, 'search.png') });
  await p.close();
});

test("the book's deals show their claims checked double dummy", async () => {
  const p = await open('examples/book-deals.html');
  const id = '#case-book-deals-e-and-w-make-four-nullos-with-eleven-high-cards';
  const verdicts = p.locator(`${id} .foster-double-dummy pre`);
  await verdicts.waitFor();
  const text = await verdicts.innerText();
  assert.match(text, /claim: E makes at most 3 tricks in nullo with W as dummy\n\s+confirmed: E with W as dummy takes 3 in nullo/);
  assert.match(text, /a line of best play:/);
  await p.close();
});

test('links lead from a case to its law and from a law to its cases', async () => {
  const p = await open('examples/book-deals.html');
  // A citation in a ruling leads to the law's anchor on its page.
  const cite = p.locator('.foster-ruling pre a[href*="#pirate-1917-"]').first();
  const href = await cite.getAttribute('href');
  const anchor = href.split('#')[1];
  await cite.click();
  await p.waitForURL(new RegExp(`/laws/pirate-1917/.*#${anchor}$`));
  assert.equal(await p.locator(`[id="${anchor}"]`).count(), 1, `no ${anchor} on ${p.url()}`);
  // From a law page, "cases bearing on" links lead to the case in full.
  await p.goto(`${base}/laws/pirate-1916/08-the-revoke.html`);
  const link = p.locator('.foster-also a').first();
  const target = (await link.getAttribute('href')).split('#')[1];
  await link.click();
  await p.waitForURL(new RegExp(`#${target}$`));
  assert.ok(await p.locator(`[id="${target}"] .foster-ruling`).isVisible());
  await p.close();
});

test('the coverage page links every law to its page', async () => {
  const p = await open('coverage.html');
  const rows = await p.locator('table tbody tr').count();
  assert.ok(rows >= 80 + 80 + 103, `only ${rows} rows`);
  await p.locator('a[href$="#pirate-1916-53"]').first().click();
  await p.waitForURL(/08-the-revoke\.html#pirate-1916-53$/);
  await p.close();
});

test('a case can be edited and ruled again in the page (WebAssembly)', async (t) => {
  if (!fs.existsSync(path.join(bookDir, 'foster.wasm'))) {
    t.skip('the book was built without foster.wasm');
    return;
  }
  const p = await open('laws/pirate-1916/08-the-revoke.html');
  const id = '#case-pirate-the-declarers-revoke-is-scored-by-both-adversaries';
  await p.locator(`${id} .foster-record summary`).click();
  const editor = p.locator(`${id} textarea.foster-editor`);
  await editor.waitFor();
  const text = await editor.inputValue();
  // Rule the same deal under the 1917 laws: the revoker's partner pays each of the three others.
  await editor.fill(text.replace('code: pirate-1916', 'code: pirate-1917'));
  await p.locator(`${id} button.foster-run`).click();
  const out = p.locator(`${id} .foster-live`);
  await out.waitFor();
  await p.waitForFunction((sel) => document.querySelector(sel)?.innerText.includes('Ruled under pirate-1917'), `${id} .foster-live`);
  assert.match(await out.innerText(), /Ruled under pirate-1917/);
  // A broken record gets the parser's message, not a crash.
  await editor.fill('code: pirate-1916\ndeal 1\ndealer: Q\n');
  await p.locator(`${id} button.foster-run`).click();
  await p.waitForFunction((sel) => !document.querySelector(sel)?.innerText.includes('Ruled under'), `${id} .foster-live`);
  assert.match(await out.innerText(), /cannot be ruled on[\s\S]*unknown seat/);
  await p.screenshot({ path: path.join(shotsDir, 'wasm-rerule.png') });
  await p.close();
});
