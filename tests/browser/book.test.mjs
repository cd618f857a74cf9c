// Opens the built law book in headless Chromium, served from 127.0.0.1, and checks what a reader
// sees: a law page with its ruling drawn (each irregularity a block, the pad a table) and its
// hand diagram, the search finding "revoke", links between law pages and cases, and, with the
// WebAssembly engine the book carries, a case re-ruled as its record is edited, a conditional
// ruling answered by its buttons (the line added, the record ruled again), and the
// playground: a record typed is ruled, a mistake shown with its line, column and hint, a shared
// link giving the same ruling, a PBN file opened and ruled (its mistakes at its own lines, a
// file from another program ruled under the laws chosen), a phone's screen never scrolled
// sideways. No page may log an
// error to the console or fail a request. Run after `foster book build`: `node --test` in this
// directory. BOOK_DIR overrides the book's location (default ../../book/build); screenshots go
// to SHOTS_DIR (default ./out). The engine's time to re-rule a case is printed, not asserted.

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

// Every page opened is watched: an error in its console, an uncaught exception, a request that
// fails or answers 4xx/5xx is a problem, and `close` fails the test on any.
async function open(page, viewport) {
  const p = await browser.newPage();
  if (viewport) await p.setViewportSize(viewport);
  const problems = [];
  p.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  p.on('pageerror', (e) => problems.push(`exception: ${e.message}`));
  // A request the browser cancels because the page went on (a link followed while the favicon
  // still loads: `net::ERR_ABORTED`) is not the book's fault; one refused (`net::ERR_FAILED`,
  // as the route below refuses any request off this machine) or failing otherwise is.
  p.on('requestfailed', (r) => {
    const why = r.failure()?.errorText ?? '';
    if (why !== 'net::ERR_ABORTED') problems.push(`request failed: ${r.url()} ${why}`);
  });
  p.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
  p.problems = problems;
  // The book must not reach outside this machine.
  await p.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
  await p.goto(`${base}/${page}`);
  return p;
}

async function close(p) {
  const problems = p.problems;
  await p.close();
  assert.deepEqual(problems, [], `problems on the page:\n${problems.join('\n')}`);
}

const hasEngine = () => fs.existsSync(path.join(bookDir, 'foster.wasm'));

// The page is no wider than its window: nothing scrolls sideways.
async function noSidewaysScroll(p) {
  const { scroll, width } = await p.evaluate(() => ({
    scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  assert.ok(scroll <= width, `the page is ${scroll}px wide in a ${width}px window`);
}

test('a law page shows the engine ruling and the hand diagram', async () => {
  const p = await open('laws/pirate-1916/08-the-revoke.html');
  const id = '#case-pirate-the-declarers-revoke-is-scored-by-both-adversaries';
  const ruling = p.locator(`${id} .foster-ruling`).first();
  await ruling.waitFor();
  assert.match(await ruling.innerText(), /E, S each score 50 in honors/);
  // Each irregularity a block: what happened, the laws linked and quoted, the findings.
  const block = p.locator(`${id} .foster-irregularity`).first();
  assert.match(await block.locator('.foster-summary').innerText(), /N played ♣4 to trick 1 when hearts led/);
  assert.ok(await block.locator('a.foster-cite[href$="#pirate-1916-52"]').count() > 0);
  assert.ok(await block.locator('.foster-quote[open] blockquote').isVisible());
  // The pad a table, above and below the line.
  assert.equal(await p.locator(`${id} table.foster-pad tbody.foster-above`).count(), 1);
  assert.equal(await p.locator(`${id} table.foster-pad tbody.foster-below`).count(), 1);
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
  await close(p);
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
  await close(p);
});

test("the book's deals show their claims checked double dummy", async () => {
  const p = await open('examples/book-deals.html');
  const id = '#case-book-deals-e-and-w-make-four-nullos-with-eleven-high-cards';
  const verdicts = p.locator(`${id} .foster-double-dummy`);
  await verdicts.waitFor();
  const claim = verdicts.locator('.foster-claim', { hasText: 'E makes at most 3 tricks in nullo with W as dummy' }).first();
  assert.match(await claim.locator('.foster-verdict').innerText(), /^confirmed: E with W as dummy takes 3 in nullo/);
  assert.match(await claim.innerText(), /a line of best play/);
  await close(p);
});

test('links lead from a case to its law and from a law to its cases', async () => {
  const p = await open('examples/book-deals.html');
  // A citation in a ruling leads to the law's anchor on its page.
  const cite = p.locator('.foster-ruling .foster-findings a.foster-cite[href*="#pirate-1917-"]').first();
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
  assert.ok(await p.locator(`[id="${target}"] .foster-ruling`).first().isVisible());
  await close(p);
});

test('the coverage page links every law to its page', async () => {
  const p = await open('coverage.html');
  const rows = await p.locator('table tbody tr').count();
  assert.ok(rows >= 80 + 80 + 103, `only ${rows} rows`);
  await p.locator('a[href$="#pirate-1916-53"]').first().click();
  await p.waitForURL(/08-the-revoke\.html#pirate-1916-53$/);
  await close(p);
});

test('a case can be edited and ruled again in the page, drawn as the book draws it', async (t) => {
  if (!hasEngine()) {
    t.skip('the book was built without foster.wasm');
    return;
  }
  const p = await open('laws/pirate-1916/08-the-revoke.html');
  const id = '#case-pirate-the-declarers-revoke-is-scored-by-both-adversaries';
  const printed = await p.locator(`${id} .foster-ruling`).first().innerHTML();
  await p.locator(`${id} .foster-record summary`).click();
  const editor = p.locator(`${id} textarea.foster-editor`);
  await editor.waitFor();
  const text = await editor.inputValue();
  // Rule the record again unchanged: the engine in the page draws what the book printed.
  await p.locator(`${id} button.foster-run`).click();
  const live = p.locator(`${id} .foster-ruling.foster-live`);
  await live.waitFor();
  // The page's engine quotes no law: its quotations are filled from laws.json.
  await p.waitForFunction((sel) => {
    const r = document.querySelector(sel);
    return r && r.querySelector('details.foster-quote') && !r.querySelector('details.foster-quote[data-law]');
  }, `${id} .foster-live`);
  // (mdBook writes the page's HTML out with newlines between the tags: they are not compared.)
  // (The book's highlighter marks an inline <code> of the printed page with `hljs`.)
  const drawn = (html) => html.replace(/\s*\n\s*/g, '').replace(/ class="hljs"/g, '').replace(/^<div class="foster-ruling-label">[^<]*<\/div>/, '');
  assert.equal(drawn(await live.innerHTML()), drawn(printed));
  // The same deal under the 1917 laws: the revoker's partner pays each of the three others.
  const times = [];
  for (let i = 0; i < 20; i++) {
    await editor.fill(text.replace('code: pirate-1916', i % 2 ? 'code: pirate-1916' : 'code: pirate-1917'));
    await p.locator(`${id} button.foster-run`).click();
  }
  await editor.fill(text.replace('code: pirate-1916', 'code: pirate-1917'));
  await p.locator(`${id} button.foster-run`).click();
  await p.waitForFunction((sel) => document.querySelector(sel)?.innerText.includes('Pirate Bridge (1917)'), `${id} .foster-live`);
  // The hands drawn are the edited record's, and every irregularity cites its laws.
  assert.equal(await live.locator('.foster-hand').count(), 4);
  const blocks = await live.locator('.foster-irregularity').count();
  assert.ok(blocks > 0);
  assert.equal(await live.locator('.foster-irregularity:has(a.foster-cite)').count(), blocks);
  times.push(...(await p.evaluate(() => window.fosterTimings)));
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  t.diagnostic(`a case re-ruled in the browser: median ${median.toFixed(2)} ms, slowest ${sorted.at(-1).toFixed(2)} ms over ${times.length} rulings`);
  console.log(`# re-rule time: median ${median.toFixed(2)} ms, slowest ${sorted.at(-1).toFixed(2)} ms over ${times.length} rulings`);
  // A broken record gets the parser's message with its line and column, not a crash.
  await editor.fill('code: pirate-1916\ndeal 1\ndealer: Q\n');
  await p.locator(`${id} button.foster-run`).click();
  const mistake = live.locator('.foster-diagnostic').first();
  await mistake.waitFor();
  assert.match(await mistake.innerText(), /line 3, column 9/);
  await p.screenshot({ path: path.join(shotsDir, 'wasm-rerule.png') });
  // Back to the case: the printed ruling again.
  await p.locator(`${id} button.foster-reset`).click();
  assert.equal(await p.locator(`${id} .foster-ruling`).first().innerHTML(), printed);
  await close(p);
});

test("a Portland case is ruled again by the Portland Club's own engine, and a Pirate record by foster.wasm", async (t) => {
  if (!hasEngine()) {
    t.skip('the book was built without foster.wasm');
    return;
  }
  const p = await open('laws/portland-1895/16-the-revoke.html');
  const id = '#case-portland-a-revoke-corrected-in-time-is-no-revoke';
  const printed = await p.locator(`${id} .foster-ruling`).first().innerHTML();
  await p.locator(`${id} .foster-record summary`).click();
  const editor = p.locator(`${id} textarea.foster-editor`);
  await editor.waitFor();
  await p.locator(`${id} button.foster-run`).click();
  const live = p.locator(`${id} .foster-ruling.foster-live`);
  await live.waitFor();
  await p.waitForFunction((sel) => {
    const r = document.querySelector(sel);
    return r && r.querySelector('details.foster-quote') && !r.querySelector('details.foster-quote[data-law]');
  }, `${id} .foster-live`);
  const drawn = (html) => html.replace(/\s*\n\s*/g, '').replace(/ class="hljs"/g, '').replace(/^<div class="foster-ruling-label">[^<]*<\/div>/, '');
  assert.equal(drawn(await live.innerHTML()), drawn(printed));
  // The record names the Portland laws: only their engine was fetched.
  const fetched = () => p.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()).filter((n) => n.endsWith('.wasm')));
  assert.deepEqual(await fetched(), ['foster-portland.wasm']);
  // A Pirate record in its place: the Portland engine says so, and foster.wasm rules it.
  await editor.fill('code: pirate-1916\ndeal 1\ndealer: N\n');
  await p.locator(`${id} button.foster-run`).click();
  await p.waitForFunction((sel) => document.querySelector(sel)?.innerText.includes('Laws of Pirate Bridge'), `${id} .foster-live`);
  assert.deepEqual((await fetched()).sort(), ['foster-portland.wasm', 'foster.wasm']);
  await close(p);
});

test('a conditional ruling asks its question, and an answer adds its line to the record and rules again', async (t) => {
  if (!hasEngine()) {
    t.skip('the book was built without foster.wasm');
    return;
  }
  const p = await open('laws/pirate-1916/08-the-revoke.html');
  const id = '#case-pirate-a-claimed-revoke-turns-on-a-hand-the-record-does-not-give';
  const ruling = p.locator(`${id} .foster-ruling`).first();
  assert.match(await ruling.locator('.foster-question').first().innerText(),
    /Did E hold a club when he played ♥7 to trick 3\?/);
  // Each answer a line settles is a button, shown once the page's script has wired it.
  const no = ruling.locator('button.foster-answer-button', { hasText: 'Answer: no' });
  await no.waitFor();
  await no.click();
  const live = p.locator(`${id} .foster-ruling.foster-live`);
  await live.waitFor();
  await p.waitForFunction((sel) => document.querySelector(sel)?.innerText.includes('the claim is not proved'), `${id} .foster-live`);
  assert.equal(await live.locator('.foster-question').count(), 0);
  // The line is added at the end of the deal, in the record language.
  const editor = p.locator(`${id} textarea.foster-editor`);
  assert.match(await editor.inputValue(), /\n {2}N claims revoke by E in trick 3\nhands: E:[AKQJT2-9.]+\n?$/);
  // Back to the case, and the other answer: the revoke established, N and W score 50 each.
  await p.locator(`${id} button.foster-reset`).click();
  await ruling.locator('button.foster-answer-button', { hasText: 'Answer: yes' }).click();
  await p.waitForFunction((sel) => /N, W each score 50/.test(document.querySelector(sel)?.innerText ?? ''), `${id} .foster-live`);
  assert.equal(await live.locator('.foster-question').count(), 0);
  await close(p);

  // The playground the same: the insufficient bid the record stops at, answered "no".
  const q = await open('playground.html');
  const source = q.locator('#foster-pg-source');
  const output = q.locator('#foster-pg-output');
  await output.locator('.foster-drawing').waitFor();
  await source.fill('code: pirate-1916\ndeal 1\ndealer: N\nauction:\n  N 1S; E accept\n  S 1H\n');
  await q.waitForFunction(() => document.querySelector('#foster-pg-output .foster-question')?.innerText.includes('insufficient bid'));
  await output.locator('button.foster-answer-button', { hasText: 'Answer: no' }).click();
  await q.waitForFunction(() => document.querySelector('#foster-pg-output')?.innerText.includes('the bid stands'));
  assert.equal(await source.inputValue(), 'code: pirate-1916\ndeal 1\ndealer: N\nauction:\n  N 1S; E accept\n  S 1H\nW pass\n');
  assert.equal(await output.locator('.foster-question').count(), 0);
  await close(q);
});

const README_RECORD = `code: pirate-1916
players: N Jones, E Smith, S Green, W White

deal 1
dealer: N
hands: N:AKQ43.K65.A2.J94 E:T9.QJ87.KQ8.A653 S:J852.A93.J9643.T W:76.T42.T75.KQ872
auction:
  N 1S; E pass; S pass; W accept      # W becomes N's dummy, sitting on N's right
  N pass; E pass; S pass              # three passes close the bidding
play:
  1. E HQ, S HA, W H2, N H5
  2. S D3, W D5, N DA, E D8
  3. N C4, E H7, S CT, W CK           # E plays a heart though he holds clubs
  4. W C2, N C9, E CA, S D4           # ... and plays to the next trick: established
  W claims revoke by E
`;

test('the playground rules a record as it is typed, solves it double dummy, and shares it as a link', async (t) => {
  if (!hasEngine()) {
    t.skip('the book was built without foster.wasm');
    return;
  }
  const p = await open('playground.html');
  const source = p.locator('#foster-pg-source');
  const output = p.locator('#foster-pg-output');
  // It starts from a blank Pirate deal, ruled.
  await output.locator('.foster-drawing').waitFor();
  assert.match(await source.inputValue(), /code: pirate-1917/);
  await source.fill(README_RECORD);
  await p.waitForFunction(() => document.querySelector('#foster-pg-output')?.innerText.includes('established'));
  const revoke = output.locator('.foster-irregularity', { hasText: 'revoke' }).first();
  assert.ok(await revoke.locator('a.foster-cite[href$="#pirate-1916-53"]').count() > 0);
  assert.match(await output.innerText(), /N, W each score 50|each score 50/);
  // The laws' words quoted, from laws.json.
  await p.waitForFunction(() => [...document.querySelectorAll('#foster-pg-output details.foster-quote blockquote')]
    .some((b) => /must follow suit if he can/.test(b.textContent)));
  assert.equal(await output.locator('details.foster-quote[data-law]').count(), 0);
  assert.equal(await output.locator('table.foster-pad').count(), 1);
  assert.equal(await output.locator('.foster-hand').count(), 4);
  // The hands are given: double dummy is solved in the background, and shown.
  const dd = p.locator('#foster-pg-dd table.foster-dd');
  const started = Date.now();
  await dd.waitFor({ timeout: 180000 });
  t.diagnostic(`the playground solved the deal's double-dummy table in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`# double-dummy table in the browser: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  assert.equal(await dd.locator('tbody tr:not(.foster-dd-pairing)').count(), 12);
  await p.screenshot({ path: path.join(shotsDir, 'playground-desktop.png'), fullPage: true });
  // The record lives in the address: the same link in a fresh page gives the same ruling.
  await p.waitForFunction(() => location.hash.startsWith('#record=z'));
  const link = p.url();
  const ruled = await output.innerHTML();
  const q = await browser.newPage();
  const problems = [];
  q.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  await q.goto(link);
  await q.waitForFunction(() => document.querySelector('#foster-pg-output')?.innerText.includes('established'));
  assert.equal(await q.locator('#foster-pg-source').inputValue(), README_RECORD);
  assert.equal(await q.locator('#foster-pg-output').innerHTML(), ruled);
  await q.close();
  assert.deepEqual(problems, []);
  // A mistake: its line, its column, the line with a caret under the word, what was expected, a hint.
  await source.fill('code: pirate-1916\ndeal 1\nauction:\n  N 1S; E pas\n');
  const mistake = output.locator('.foster-diagnostic').first();
  await mistake.waitFor();
  const said = await mistake.innerText();
  assert.match(said, /line 4, column 11/);
  assert.match(said, /4 \|   N 1S; E pas\n\s+\|\s+\^\^\^/);
  assert.match(said, /expected a call such as 1S/);
  assert.match(said, /hint: did you mean pass\?/);
  // A word of the record language is set as code, not shown with the CLI's backticks.
  assert.equal(await mistake.locator('.foster-hint code', { hasText: 'pass' }).count(), 1);
  assert.ok(!said.includes('`'), said);
  assert.ok(await p.locator('#foster-pg-dd').isHidden());
  // Clicking the mistake puts the cursor on it.
  await mistake.click();
  const at = await source.evaluate((e) => e.selectionStart);
  assert.equal(at, 'code: pirate-1916\ndeal 1\nauction:\n  N 1S; E '.length);
  // A template: a blank Portland deal.
  await p.locator('#foster-pg-template').selectOption('blank-portland');
  await p.waitForFunction(() => document.querySelector('#foster-pg-output')?.innerText.includes("Portland Club"));
  await close(p);
});

// DDS's own hard deal: its table takes minutes in a page.
const THOMAS1 = fs.readFileSync(path.join(here, '../corpus/dds-thomas1.pbn'), 'utf8');

test('double dummy in the playground shows its progress, stops on request keeping what it found, and solves offline once loaded', async (t) => {
  if (!hasEngine()) {
    t.skip('the book was built without foster.wasm');
    return;
  }
  const p = await open('playground.html');
  const source = p.locator('#foster-pg-source');
  await p.locator('#foster-pg-output .foster-drawing').waitFor();
  // A hard deal, under the Portland laws (partners opposite: DDS's 20 results): the count of
  // results moves, the bounds of the result being solved close in, and each row is drawn as
  // soon as it is found.
  await p.locator('#foster-pg-code').selectOption('3');
  await source.fill(THOMAS1);
  const dd = p.locator('#foster-pg-dd');
  await p.waitForFunction(() => /\b[1-9]\d* of \d+ results/.test(document.querySelector('#foster-pg-dd .foster-solving-count')?.textContent ?? ''), null, { timeout: 240000 });
  const count = await dd.locator('.foster-solving-count').textContent();
  const [, total] = count.match(/of (\d+) results/);
  assert.equal(total, '20');
  await p.locator('#foster-pg-dd .foster-solving-rows table.foster-dd').waitFor({ timeout: 240000 });
  await p.screenshot({ path: path.join(shotsDir, 'playground-solving.png'), fullPage: true });
  // Stop: the worker ends, the page says so in words and keeps the rows found.
  await dd.locator('.foster-solving-stop').click();
  await p.waitForFunction(() => document.querySelector('#foster-pg-dd')?.innerText.includes('Stopped after'));
  const said = await dd.innerText();
  const found = Number(said.match(/with (\d+) of (\d+) results found/)?.[1]);
  assert.ok(found >= 4 && found < Number(total), said);
  assert.match(said, new RegExp(`of ${total} results found: the rows finished are shown`));
  assert.equal(await dd.locator('table.foster-dd').count(), 1);
  // The rows not solved are drawn empty; the ones solved hold tricks.
  const cells = await dd.locator('table.foster-dd td').allTextContents();
  assert.ok(cells.includes('–') && cells.some((c) => /^\d+$/.test(c)), cells.join(' '));
  await p.waitForTimeout(1500);
  assert.ok((await dd.innerText()).includes('Stopped after'), 'a stopped solve stays stopped');
  // The solver's module was fetched while the page was idle: offline, a deal is still solved.
  await p.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('foster-solver.wasm')));
  await p.context().setOffline(true);
  await source.fill(README_RECORD + '\n');
  await p.locator('#foster-pg-dd table.foster-dd').waitFor({ timeout: 180000 });
  // The Portland Club's engine was fetched while the page was idle too: offline, a Portland
  // record is ruled.
  await p.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('foster-portland.wasm')));
  await p.locator('#foster-pg-template').selectOption('blank-portland');
  await p.waitForFunction(() => document.querySelector('#foster-pg-output')?.innerText.includes('Portland Club'));
  await p.context().setOffline(false);
  // What the browser itself asked for while offline (the favicon, as the address changed) is
  // refused by the test's own switch, not by the book.
  const offline = (x) => x.includes('ERR_INTERNET_DISCONNECTED');
  p.problems.splice(0, p.problems.length, ...p.problems.filter((x) => !offline(x)));
  await close(p);
});

// The revoke case as `foster export --pbn` writes it (the engine's own tests read it too).
const REVOKE_PBN = fs.readFileSync(path.join(here, '../../wasm/fixtures/revoke.pbn'), 'utf8');

test('the playground opens a PBN file and rules it, its mistakes at the PBN file\'s own lines', async (t) => {
  if (!hasEngine()) {
    t.skip('the book was built without foster.wasm');
    return;
  }
  for (const [viewport, shot] of [[{ width: 1280, height: 800 }, 'desktop'], [{ width: 390, height: 844 }, 'phone']]) {
    const p = await open('playground.html', viewport);
    const output = p.locator('#foster-pg-output');
    await output.locator('.foster-drawing').waitFor();
    // Opened as a file: told by its content, ruled as the record it carries.
    await p.locator('#foster-pg-file').setInputFiles({
      name: 'revoke.pbn', mimeType: 'application/x-pbn', buffer: Buffer.from(REVOKE_PBN),
    });
    await p.waitForFunction(() => document.querySelector('#foster-pg-output')?.innerText.includes('E, S each score 50'));
    assert.equal(await p.locator('#foster-pg-source').inputValue(), REVOKE_PBN);
    assert.match(await p.locator('#foster-pg-status').innerText(), /^A PBN file\. Ruled in/);
    const revoke = output.locator('.foster-irregularity', { hasText: 'revoke' }).first();
    assert.ok(await revoke.locator('a.foster-cite[href$="#pirate-1916-53"]').count() > 0);
    assert.equal(await output.locator('.foster-hand').count(), 4);
    // The four hands: double dummy, by the solver's own module.
    await p.locator('#foster-pg-dd table.foster-dd').waitFor({ timeout: 180000 });
    await p.waitForFunction(() => location.hash.startsWith('#pbn=z'));
    await noSidewaysScroll(p);
    fs.mkdirSync(shotsDir, { recursive: true });
    await p.screenshot({ path: path.join(shotsDir, `playground-pbn-${shot}.png`), fullPage: true });
    await close(p);
  }

  const p = await open('playground.html');
  const source = p.locator('#foster-pg-source');
  const output = p.locator('#foster-pg-output');
  await output.locator('.foster-drawing').waitFor();
  // A mistake in the Deal tag (N holds fourteen cards): line 16 of the PBN file.
  const broken = REVOKE_PBN.replace('N:AKQ43.K65.A2.J94', 'N:AKQ432.K65.A2.J94');
  await source.fill(broken);
  const mistake = output.locator('.foster-diagnostic').first();
  await mistake.waitFor();
  assert.match(await mistake.innerText(), /line 16, column \d+/);
  assert.match(await mistake.innerText(), /16 \| \[Deal "N:AKQ432/);
  // Another program's file names no laws: the page says how to choose them, then rules.
  const plain = REVOKE_PBN.replace('[FosterCode "pirate-1916"]\n', '');
  await source.fill(plain);
  await p.waitForFunction(() => document.querySelector('#foster-pg-output')?.innerText.includes('Laws menu'));
  await p.locator('#foster-pg-code').selectOption('2');
  await p.waitForFunction(() => document.querySelector('#foster-pg-output')?.innerText.includes('Laws of Pirate Bridge (1917)'));
  // The laws chosen travel with the link.
  await p.waitForFunction(() => /^#pbn=z[A-Za-z0-9_-]*&laws=2$/.test(location.hash));
  const link = p.url();
  const q = await open(link.slice(base.length + 1));
  await q.waitForFunction(() => document.querySelector('#foster-pg-output')?.innerText.includes('Laws of Pirate Bridge (1917)'));
  assert.equal(await q.locator('#foster-pg-code').inputValue(), '2');
  await close(q);
  // A LIN file is read (by the solver's module) into a record, players and all, and ruled
  // under the laws chosen; its link says it is LIN.
  await source.fill('pn|Sam,Wes,Nora,Ed|st||md|3SAKQJHAKQJDAKQJC2,S2345H2345D2345C3,S6789H6789D6789C4,|sv|o|');
  await p.waitForFunction(() => document.querySelector('#foster-pg-status')?.textContent.startsWith('A LIN file, read as a record.'), null, { timeout: 60000 });
  const lin = await output.innerText();
  assert.ok(lin.includes('Laws of Pirate Bridge (1917)') && lin.includes('Nora'), lin);
  await p.waitForFunction(() => /^#lin=z[A-Za-z0-9_-]*&laws=2$/.test(location.hash));
  await p.screenshot({ path: path.join(shotsDir, 'playground-lin-desktop.png'), fullPage: true });
  // A mistake in it: at the LIN file's own line and column.
  await source.fill('pn|Sam,Wes,Nora,Ed|st||md|3SAKQJHAKQJDAKQJC2,S2345H2345D2345C3,S6789H6789D6789C4,|pc|XX|');
  const linMistake = output.locator('.foster-diagnostic').first();
  await linMistake.waitFor();
  assert.match(await linMistake.innerText(), /line 1, column 86/);
  await close(p);
});

// A case played out: its deal drawn as it happened, the auction a bidding table and the play
// stepped through a trick at a time, the diagram's hands losing the cards played.
const PLAYED_OUT = 'case-pirate-a-last-card-exposed-too-soon-puts-both-of-the-partners-cards-under-call';

async function stepsThroughTheTricks(p, deal, shot) {
  // The bidding table: W N E S, each call in its seat's column, the acceptance naming whose bid.
  const calls = await deal.locator('table.foster-auction tbody td').allInnerTexts();
  assert.deepEqual(calls.map((c) => c.trim()), ['', '1♠', 'Pass', 'Pass', "Accept N's 1♠", 'Pass', 'Pass', 'Pass']);
  const visible = () => deal.locator('.foster-compass [data-c]:visible').count();
  const stepper = deal.locator('.foster-stepper');
  const at = () => stepper.locator('.foster-stepper-at').innerText();
  assert.equal(await at(), 'Before the play (13 tricks)');
  assert.equal(await visible(), 52);
  await stepper.getByRole('button', { name: /Next/ }).click();
  assert.equal(await at(), 'Trick 1 of 13');
  // The trick shown keeps its cards in the hands, marked; the tricks before it are gone.
  assert.equal(await visible(), 52);
  assert.equal(await deal.locator('.foster-compass .foster-now').count(), 4);
  const address = new URL(p.url()).pathname;
  await stepper.focus();
  for (let n = 2; n <= 13; n++) {
    await p.keyboard.press('ArrowRight');
    assert.equal(await at(), `Trick ${n} of 13`);
    assert.equal(await visible(), 52 - 4 * (n - 1));
  }
  await p.keyboard.press('ArrowLeft');
  assert.equal(await at(), 'Trick 12 of 13');
  assert.equal(await visible(), 8);
  // The arrows stepped: they did not turn the book's page.
  assert.equal(new URL(p.url()).pathname, address);
  await p.screenshot({ path: path.join(shotsDir, shot) });
  await stepper.getByRole('button', { name: /Previous/ }).click();
  assert.equal(await at(), 'Trick 11 of 13');
  // The exposed card's ruling is marked at the exposer's card of trick 12, and its place steps
  // there.
  assert.equal(await deal.locator('tr[data-trick="12"] td.foster-irr a.foster-mark').count(), 2);
  await deal.locator('.foster-irregularity a.foster-place').first().click();
  assert.equal(await at(), 'Trick 12 of 13');
}

test('a ruled deal shows its bidding table and steps through its tricks, the hands shrinking', async (t) => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
    const p = await open('laws/pirate-1916/07-exposed-cards.html', viewport);
    const deal = p.locator(`#${PLAYED_OUT} .foster-deal-ruled`).first();
    await deal.waitFor();
    await deal.locator('.foster-as-played').scrollIntoViewIfNeeded();
    await p.screenshot({ path: path.join(shotsDir, `deal-as-played-${viewport.width}.png`) });
    await stepsThroughTheTricks(p, deal, `deal-stepped-${viewport.width}.png`);
    await noSidewaysScroll(p);
    await close(p);
  }
  if (!hasEngine()) {
    t.skip('the book was built without foster.wasm: the playground is not tried');
    return;
  }
  // The playground draws again at each edit: the stepper comes back with the drawing.
  const text = fs.readFileSync(path.join(here, '../../cases/pirate/a-last-card-exposed-too-soon-puts-both-of-the-partners-cards-under-call.record'), 'utf8');
  const p = await open('playground.html', { width: 390, height: 844 });
  const source = p.locator('#foster-pg-source');
  await p.locator('#foster-pg-output .foster-drawing').waitFor();
  await source.fill(text);
  await p.waitForFunction(() => document.querySelector('#foster-pg-output')?.innerText.includes('S exposed'));
  const drawn = await p.evaluate(() => window.fosterTimings.length);
  await source.fill(text + '\n');
  await p.waitForFunction((n) => window.fosterTimings.length > n, drawn);
  await stepsThroughTheTricks(p, p.locator('#foster-pg-output .foster-deal-ruled').first(), 'playground-stepped-390.png');
  await noSidewaysScroll(p);
  await close(p);
});

// A long file: endplay's three boards of a world championship (both rooms) repeated as boards
// 1 to 300, as a club's season of hand records is long.
function longPbn() {
  const text = fs.readFileSync(path.join(here, '../corpus/endplay-example3.pbn'), 'utf8');
  const boards = text.split(/(?=\[Board ")/).slice(1).map((b) => b.trim());
  const out = [];
  for (let n = 1; n <= 300; n++) out.push(boards[(n - 1) % boards.length].replace(/\[Board "\d+"\]/, `[Board "${n}"]`));
  return out.join('\n\n') + '\n';
}

test('a 300-game file is ruled in a worker and an edit redraws only the game it touches', async (t) => {
  if (!hasEngine()) {
    t.skip('the book was built without foster.wasm');
    return;
  }
  const p = await open('playground.html');
  const source = p.locator('#foster-pg-source');
  await p.locator('#foster-pg-output .foster-drawing').waitFor();
  await p.locator('#foster-pg-code').selectOption('1');
  const text = longPbn();
  // As a paste: Playwright's fill types a long text too slowly.
  const paste = (t) => source.evaluate((e, value) => {
    e.value = value;
    e.dispatchEvent(new Event('input'));
  }, t);
  await paste(text);
  const deals = '#foster-pg-output .foster-drawing > section.foster-deal-ruled';
  await p.waitForFunction((d) => document.querySelectorAll(d).length === 600, deals, { timeout: 120000 });
  await p.waitForFunction(() => /^A PBN file\. Ruled in/.test(document.querySelector('#foster-pg-status')?.textContent ?? ''));
  // Each game's drawing marked, to tell a kept element from a redrawn one.
  await p.evaluate((d) => document.querySelectorAll(d).forEach((e, i) => { e.dataset.kept = String(i); }), deals);
  // Board 151 dealt by East: its two games (both rooms), the 301st and 302nd, change.
  const at = text.indexOf('[Board "151"]');
  const edited = text.slice(0, at) + text.slice(at).replace('[Dealer "N"]', '[Dealer "E"]');
  assert.notEqual(edited, text);
  await paste(edited);
  await p.waitForFunction((d) => [...document.querySelectorAll(d)].filter((e) => !e.dataset.kept).length === 2, deals, { timeout: 120000 });
  await p.waitForFunction(() => /^A PBN file\. Ruled in/.test(document.querySelector('#foster-pg-status')?.textContent ?? ''));
  const kept = await p.evaluate((d) => [...document.querySelectorAll(d)].map((e) => e.dataset.kept ?? '-'), deals);
  assert.equal(kept.length, 600);
  assert.deepEqual([kept[300], kept[301]], ['-', '-']);
  assert.deepEqual(kept.filter((k, i) => i !== 300 && i !== 301), [...Array(600).keys()].filter((i) => i !== 300 && i !== 301).map(String));
  const titles = await p.evaluate((d) => [...document.querySelectorAll(d)].slice(300, 302).map((e) => e.textContent), deals);
  assert.ok(titles.every((t) => t.includes('dealer E')), titles.join(' | ').slice(0, 400));
  await close(p);
});

test('on a phone the playground and a case page fit the screen', async (t) => {
  const phone = { width: 390, height: 844 };
  const c = await open('laws/pirate-1916/08-the-revoke.html', phone);
  await c.locator('.foster-case').first().waitFor();
  await noSidewaysScroll(c);
  const top = (sel) => c.evaluate((s) => document.querySelector(s).scrollIntoView({ block: 'start' }), sel);
  const caseId = '#case-pirate-the-declarers-revoke-is-scored-by-both-adversaries';
  await top(caseId);
  await c.screenshot({ path: path.join(shotsDir, 'case-phone.png') });
  await top(`${caseId} table.foster-pad`);
  await c.screenshot({ path: path.join(shotsDir, 'case-phone-pad.png') });
  await c.setViewportSize({ width: 1280, height: 900 });
  await top(caseId);
  await c.screenshot({ path: path.join(shotsDir, 'case-desktop.png') });
  await close(c);
  const book = await open('examples/book-deals.html', phone);
  await noSidewaysScroll(book);
  await close(book);
  if (!hasEngine()) {
    t.skip('the book was built without foster.wasm: the playground is not tried');
    return;
  }
  const p = await open('playground.html', phone);
  await p.locator('#foster-pg-output .foster-drawing').waitFor();
  // The editor starts within the first screen, the explanations after it.
  const editor = await p.locator('#foster-pg-source').boundingBox();
  assert.ok(editor.y < phone.height - 120, `the editor starts ${editor.y}px down a ${phone.height}px screen`);
  await p.screenshot({ path: path.join(shotsDir, 'playground-phone-first-screen.png') });
  await p.locator('#foster-pg-source').fill(README_RECORD);
  await p.waitForFunction(() => document.querySelector('#foster-pg-output')?.innerText.includes('established'));
  await noSidewaysScroll(p);
  await p.screenshot({ path: path.join(shotsDir, 'playground-phone.png'), fullPage: true });
  // The players' full names from a world championship final (tests/corpus/endplay-example3.pbn)
  // fit the hand diagram on a phone too.
  const longNames = 'players: N "Adam Zmudzinski", E "Johan Upmark", S "Cezary Balicki", W "Fredrik Nystrom"';
  await p.locator('#foster-pg-source').fill(README_RECORD.replace('players: N Jones, E Smith, S Green, W White', longNames));
  await p.waitForFunction(() => document.querySelector('#foster-pg-output')?.innerText.includes('Zmudzinski'));
  await noSidewaysScroll(p);
  await p.screenshot({ path: path.join(shotsDir, 'playground-phone-long-names.png'), fullPage: true });
  await p.locator('#foster-pg-source').fill('code: pirate-1916\ndeal 1\nauction:\n  N 1S; E pas\n');
  await p.locator('#foster-pg-output .foster-diagnostic').waitFor();
  await noSidewaysScroll(p);
  await p.waitForTimeout(1000);
  // The solve the earlier record asked for is dropped: double dummy says nothing of a mistake.
  assert.ok(await p.locator('#foster-pg-dd').isHidden());
  await p.locator('#foster-pg-status').scrollIntoViewIfNeeded();
  await p.screenshot({ path: path.join(shotsDir, 'playground-phone-mistake.png') });
  await close(p);
});
