// The engine in the page. When the book carries foster.wasm (the engine compiled to
// WebAssembly, which `foster book build` builds in when the toolchain has the target), the
// pages mark the places that use it with data-foster-engine:
// - each worked case: its record becomes editable and is ruled again as it is edited, drawn by
//   the engine exactly as the book drew it (the hands, each irregularity, the pad);
// - the playground: any record, PBN or LIN file (told apart by content, as the CLI does),
//   typed, pasted, opened from a file or started from a template, ruled as it is typed under
//   the laws it names or those chosen; its mistakes shown as the CLI shows them, at the file's
//   own lines; double dummy solved in a worker, by the solver's own module (foster-solver.wasm,
//   fetched when the page is idle, which also reads the PBN and LIN files that foster.wasm has
//   no room to read), when the four hands are given; the text kept in the page's address, to
//   share.
// Nothing leaves the page: the engine runs here, offline.
//
// On every page, with or without the engine: a stepper over each ruled deal's table of tricks
// (Previous/Next, or the arrow keys while it has focus), which hides from the hands' diagram
// the cards of the tricks before the one shown and marks that trick's own; a ruling's place
// ("trick 3, card 2") steps to its trick. `window.fosterSteppers(element)` attaches them in a
// drawing the engine has just made.
(function () {
  'use strict';
  function attach(container) {
    for (const deal of container.querySelectorAll('.foster-deal-ruled')) {
      const play = deal.querySelector('.foster-play');
      if (!play) continue;
      // A drawing put back as printed (a case's "Back to the case") holds a stepper that no
      // longer answers: it is made again.
      const old = play.querySelector('.foster-stepper');
      if (old && deal.fosterStep) continue;
      if (old) old.remove();
      const rows = Array.from(play.querySelectorAll('tr[data-trick]'));
      const cards = deal.querySelectorAll('.foster-compass [data-c]');
      const bar = document.createElement('div');
      bar.className = 'foster-stepper';
      bar.tabIndex = 0;
      bar.setAttribute('role', 'group');
      bar.setAttribute('aria-label', 'The play, trick by trick (the left and right arrow keys step)');
      const prev = document.createElement('button');
      prev.type = 'button';
      prev.textContent = '◀ Previous';
      const next = document.createElement('button');
      next.type = 'button';
      next.textContent = 'Next ▶';
      const label = document.createElement('span');
      label.className = 'foster-stepper-at';
      label.setAttribute('aria-live', 'polite');
      bar.append(prev, label, next);
      let at = 0;
      const show = (n) => {
        at = Math.max(0, Math.min(rows.length, n));
        const gone = new Set();
        const now = new Set();
        rows.forEach((row, i) => {
          const set = i + 1 < at ? gone : i + 1 === at ? now : null;
          if (set) for (const td of row.querySelectorAll('td[data-c]')) set.add(td.dataset.c);
          row.classList.toggle('foster-now', i + 1 === at);
          row.classList.toggle('foster-past', i + 1 < at);
        });
        for (const c of cards) {
          c.classList.toggle('foster-gone', gone.has(c.dataset.c));
          c.classList.toggle('foster-now', now.has(c.dataset.c));
        }
        const all = rows.length;
        label.textContent = at === 0 ? `Before the play (${all} trick${all === 1 ? '' : 's'})` : `Trick ${at} of ${all}`;
        prev.disabled = at === 0;
        next.disabled = at === all;
      };
      prev.addEventListener('click', () => show(at - 1));
      next.addEventListener('click', () => show(at + 1));
      // The arrows step here rather than turn the book's page (mdBook's own use of them).
      bar.addEventListener('keydown', (event) => {
        if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: rows.length }[event.key];
        if (to === undefined) return;
        event.preventDefault();
        event.stopPropagation();
        show(to);
      });
      deal.fosterStep = show;
      play.prepend(bar);
      show(0);
    }
  }
  window.fosterSteppers = attach;
  attach(document);
  document.addEventListener('click', (event) => {
    const link = event.target.closest && event.target.closest('a.foster-place');
    if (!link) return;
    const row = document.getElementById(link.getAttribute('href').slice(1));
    const deal = row && row.closest('.foster-deal-ruled');
    if (deal && deal.fosterStep) deal.fosterStep(Number(row.dataset.trick));
  });
})();

(function () {
  'use strict';
  const places = document.querySelectorAll('[data-foster-engine]');
  if (places.length === 0) return;
  const root = typeof path_to_root === 'string' ? path_to_root : '';
  const playgroundBox = document.getElementById('foster-playground');
  const say = (text) => {
    const s = document.getElementById('foster-pg-status');
    if (s) s.textContent = text;
  };
  if (typeof WebAssembly !== 'object' || typeof fetch !== 'function') {
    say('This browser cannot run the engine (it has no WebAssembly).');
    return;
  }

  // The engine's third argument: 0 the laws the file names, n the nth code (pirate-1916,
  // pirate-1917, portland-1895), which overrides them as `foster rule --code` does.
  const AS_WRITTEN = 0;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  let compiled = null;
  let solverCompiled = null;
  let engine = null;
  // How long each ruling took in the engine, in milliseconds (read by the browser test).
  const timings = (window.fosterTimings = []);

  function fetchModule(name, what) {
    return fetch(root + name)
      .catch(() => {
        // The browser says only "Failed to fetch": say what that means here.
        throw new Error(`${what} could not be fetched: the page is offline, or the server did not answer. Try again once connected.`);
      })
      .then((r) => {
        if (!r.ok) throw new Error(`${what} (${name}) could not be loaded: ${r.status}`);
        return r.arrayBuffer();
      })
      .then((bytes) => WebAssembly.compile(bytes));
  }
  function module() {
    if (!compiled) compiled = fetchModule('foster.wasm', 'the engine');
    return compiled;
  }
  // The Portland Club's laws are ruled by an engine of their own (foster.wasm rules the Pirate
  // laws'), fetched the first time a record played under them is ruled. A failed fetch is
  // tried again at the next ruling.
  let portlandCompiled = null;
  function portlandModule() {
    if (!portlandCompiled) {
      portlandCompiled = fetchModule('foster-portland.wasm', "the Portland Club's engine");
      portlandCompiled.catch(() => (portlandCompiled = null));
    }
    return portlandCompiled;
  }
  // The solver is a module of its own, fetched when the playground is idle after loading (so
  // that the page solves offline once loaded), or the first time a deal can be solved. A
  // failed fetch is tried again at the next solve.
  function solverModule() {
    if (!solverCompiled) {
      solverCompiled = fetchModule('foster-solver.wasm', 'the double-dummy solver');
      solverCompiled.catch(() => (solverCompiled = null));
    }
    return solverCompiled;
  }

  // The page's engine quotes no law (their words would be a sixth of it): a ruling's
  // quotations are filled from the book's laws.json, fetched with the engine and kept.
  let quotes = null;
  function lawQuotes() {
    if (!quotes) {
      quotes = fetch(root + 'laws.json').then((r) => {
        if (!r.ok) throw new Error(`the laws' words (laws.json) could not be loaded: ${r.status}`);
        return r.json();
      });
      quotes.catch(() => (quotes = null));
    }
    return quotes;
  }
  async function fillQuotes(element) {
    const pending = element.querySelectorAll('details.foster-quote[data-law]');
    if (pending.length === 0) return;
    let q;
    try {
      q = await lawQuotes();
    } catch (e) {
      return; // The citations stay, linked to their laws; only the quotations are missing.
    }
    for (const d of pending) {
      const b = d.querySelector('blockquote');
      if (b && b.innerHTML === '' && q[d.dataset.law]) {
        b.innerHTML = q[d.dataset.law];
        // Filled, the quotation is the one the book printed.
        d.removeAttribute('data-law');
      }
    }
  }

  let loading = null;
  function load() {
    if (!loading) {
      lawQuotes().catch(() => {});
      loading = module()
        .then((m) => WebAssembly.instantiate(m, {}))
        .then((instance) => (engine = instance.exports));
    }
    return loading;
  }

  // Calls a module's function on a text: the text copied into the module's memory, the
  // answer read back. The workers run the same function (its source is put in theirs).
  function callEngine(module, name, text, ...args) {
    const bytes = new TextEncoder().encode(text);
    const ptr = module.foster_alloc(bytes.length);
    new Uint8Array(module.memory.buffer, ptr, bytes.length).set(bytes);
    const len = module[name](ptr, bytes.length, ...args);
    module.foster_free(ptr, bytes.length);
    return new TextDecoder().decode(new Uint8Array(module.memory.buffer, module.foster_output(), len).slice());
  }
  let portlandEngine = null;
  async function loadPortland() {
    if (!portlandEngine) portlandEngine = (await WebAssembly.instantiate(await portlandModule(), {})).exports;
    return portlandEngine;
  }

  // A record is ruled by the engine of its code: foster.wasm the Pirate laws',
  // foster-portland.wasm the Portland Club's. The page asks the one the laws chosen or the
  // record's \`code:\` line name; an engine asked of the other's code says so (\`portland\`,
  // \`pirate\`), and the other is asked. \`ask(which)\` rules with 'engine' or 'portland'.
  const portlandFirst = (text, code) => code === 3 || (code === AS_WRITTEN && /^[ \t]*code:[ \t]*portland/m.test(text));
  async function byCode(text, code, ask) {
    const first = portlandFirst(text, code) ? 'portland' : 'engine';
    let answer;
    try {
      answer = await ask(first);
    } catch (e) {
      if (first === 'engine') throw e;
      answer = await ask('engine');
    }
    if (answer.portland || answer.pirate) {
      try {
        answer = await ask(answer.portland ? 'portland' : 'engine');
      } catch (e) {
        const laws = answer.portland ? "the Portland Club's laws, which the page rules with their own engine" : 'the Laws of Pirate Bridge, which the page rules with its engine';
        return unread(`This record is played under ${laws}`, e);
      }
    }
    return answer;
  }

  // A record ruled and drawn: { ok, html, format, code, solvable, diagnostics, ms }; a PBN or
  // LIN file is refused (`pbn`, `lin`: the playground reads it with the solver's module).
  function draw(text, code, exports = engine) {
    const started = performance.now();
    const answer = JSON.parse(callEngine(exports, 'foster_draw', root + '\0' + text, code));
    answer.ms = performance.now() - started;
    timings.push(answer.ms);
    return whole(answer);
  }
  // A drawing comes as its elements (`parts`), for the playground to put in a few at a time;
  // a case page, whose records are short, draws it at once.
  function whole(answer) {
    if (answer.parts) answer.html = '<div class="foster-drawing">' + answer.parts.join('') + '</div>';
    return answer;
  }

  // The playground rules in a worker of its own, so that a long file (hundreds of games) never
  // holds up typing: the newest text is ruled, an older answer dropped. A PBN file is ruled
  // there by the solver's module (\`which\`), whose reports of a solve are not asked for here.
  const rulerSource = `
    const engines = {};
    const none = () => {};
    ${callEngine}
    onmessage = async (event) => {
      const { module, which, input, code, asked } = event.data;
      if (!engines[which]) engines[which] = (await WebAssembly.instantiate(module, { foster: { results: none, bounds: none } })).exports;
      const engine = engines[which];
      const started = performance.now();
      const answer = JSON.parse(callEngine(engine, 'foster_draw', input, code));
      answer.ms = performance.now() - started;
      postMessage({ answer, asked });
    };`;
  let ruler = null;
  const ruled = new Map();
  let asks = 0;
  async function ruleInWorker(text, code, which = 'engine') {
    const m = await ({ solver: solverModule, portland: portlandModule }[which] ?? module)();
    if (!ruler) {
      const url = URL.createObjectURL(new Blob([rulerSource], { type: 'text/javascript' }));
      ruler = new Worker(url);
      URL.revokeObjectURL(url);
      ruler.onmessage = (event) => {
        const { answer, asked } = event.data;
        timings.push(answer.ms);
        const done = ruled.get(asked);
        ruled.delete(asked);
        if (done) done.ok(answer);
      };
      ruler.onerror = (event) => {
        event.preventDefault();
        for (const done of ruled.values()) done.fail(new Error('the engine stopped: ' + (event.message || 'no reason given')));
        ruled.clear();
        ruler = null;
      };
    }
    const asked = ++asks;
    return new Promise((ok, fail) => {
      ruled.set(asked, { ok, fail });
      ruler.postMessage({ module: m, which, input: root + '\0' + text, code, asked });
    });
  }

  // What the page says when a module it needs (the solver's, which reads PBN and LIN files; the
  // Portland Club's engine) cannot be had.
  function unread(head, e) {
    const why = String(e.message || e).replace(/&/g, '&amp;').replace(/</g, '&lt;');
    return { ok: false, html: `<div class="foster-diagnostics" role="alert"><div class="foster-diagnostics-head">${head}: ${why}</div></div>`, diagnostics: [] };
  }
  const bySolver = (kind) => `This is a ${kind} file, which the page reads with the double-dummy solver's module`;

  // A LIN file is read by the solver's module (the ruling engine has no room for its reader):
  // turned into a record, players and all, as `foster export --record` does, for the ruling
  // engine to rule; or its mistakes, at the LIN file's own lines.
  let linReader = null;
  async function readLin(text) {
    try {
      if (!linReader) {
        const m = await solverModule();
        const none = () => {};
        linReader = (await WebAssembly.instantiate(m, { foster: { results: none, bounds: none } })).exports;
      }
    } catch (e) {
      return unread(bySolver('LIN'), e);
    }
    return JSON.parse(callEngine(linReader, 'foster_translate', text));
  }

  // A PBN file is ruled and drawn by the solver's module, which holds the PBN reader and the
  // whole engine (the ruling engine has no room for the reader): the same drawing, its mistakes
  // at the PBN file's own lines. In the playground's worker; on a case page, here.
  let pbnReader = null;
  async function drawPbn(text, code, inWorker) {
    try {
      if (inWorker) return await ruleInWorker(text, code, 'solver');
      if (!pbnReader) {
        const m = await solverModule();
        const none = () => {};
        pbnReader = (await WebAssembly.instantiate(m, { foster: { results: none, bounds: none } })).exports;
      }
    } catch (e) {
      return unread(bySolver('PBN'), e);
    }
    const started = performance.now();
    const answer = JSON.parse(callEngine(pbnReader, 'foster_draw', root + '\0' + text, code));
    answer.ms = performance.now() - started;
    timings.push(answer.ms);
    return whole(answer);
  }

  // Puts a drawing's parts into `output` a few at a time (about 20 ms of the page's work each,
  // the rest left to the next turn, so that a keystroke is never kept waiting): only the parts
  // that changed since the drawing shown, so that an edit to one game of a long file redraws
  // that game. A newer drawing stops an older one; `then` runs once the drawing is whole.
  let painting = 0;
  // What `output` shows: its drawing's parts, each with the elements it made. A part is
  // compared without the key of its element ids (`f` and a number, made from the whole
  // record, so that it changes with any edit).
  const shown = new WeakMap();
  const unkeyed = (part) => part.replace(/\bf\d+-(\d)/g, 'K-$1');
  function paint(output, answer, then) {
    const mine = ++painting;
    if (!answer.parts) {
      shown.delete(output);
      output.innerHTML = answer.html;
      then();
      return;
    }
    let was = shown.get(output);
    let drawing = output.firstElementChild;
    if (!was || !drawing || output.childElementCount !== 1 || !drawing.classList.contains('foster-drawing')) {
      drawing = document.createElement('div');
      drawing.className = 'foster-drawing';
      output.replaceChildren(drawing);
      was = [];
    }
    const now = [];
    const parts = answer.parts;
    let i = 0;
    const step = () => {
      if (mine !== painting) return;
      const started = performance.now();
      while (i < parts.length && performance.now() - started < 20) {
        const part = parts[i];
        const key = unkeyed(part);
        const old = was[i];
        if (old && old.key === key) {
          now.push(old);
        } else {
          const made = document.createElement('template');
          made.innerHTML = part;
          const nodes = Array.from(made.content.childNodes);
          // Before the first element of the parts still to come, which are the old drawing's.
          let after = null;
          for (let k = i; k < was.length && !after; k++) {
            const nodes = k === i ? [] : was[k].nodes;
            if (nodes.length) after = nodes[0];
          }
          if (old) for (const n of old.nodes) n.remove();
          drawing.insertBefore(made.content, after);
          now.push({ key, nodes });
        }
        i += 1;
      }
      // What the output shows now, should a newer drawing stop this one here.
      shown.set(output, now.concat(was.slice(i)));
      if (i < parts.length) {
        setTimeout(step, 0);
        return;
      }
      for (const old of was.slice(parts.length)) for (const n of old.nodes) n.remove();
      shown.set(output, now);
      then();
    };
    step();
  }

  // Double dummy takes seconds: it runs in a worker, one solve at a time, the older dropped.
  // While it works the module tells the worker (its imports `foster.results` and
  // `foster.bounds`), and the worker the page: results done of results asked with the tables
  // so far after each row, and within a long result the bounds closing in.
  const workerSource = `
    let engine = null;
    const text = (ptr, len) => new TextDecoder().decode(
      new Uint8Array(engine.memory.buffer, ptr, len).slice());
    const imports = { foster: {
      results: (done, total, ptr, len) =>
        postMessage({ progress: { done, total, html: len ? text(ptr, len) : null } }),
      bounds: (lower, upper) => postMessage({ bounds: { lower, upper } }),
    } };
    ${callEngine}
    onmessage = async (event) => {
      const { module, input, code } = event.data;
      if (!engine) engine = (await WebAssembly.instantiate(module, imports)).exports;
      const started = performance.now();
      const html = callEngine(engine, 'foster_solve', input, code);
      postMessage({ html, ms: performance.now() - started });
    };`;
  let worker = null;
  function stopSolving() {
    if (worker) worker.terminate();
    worker = null;
  }
  // `wanted` says, once the solver's module is loaded, whether the solve is still asked for;
  // `told` hears the solver's reports while it works.
  async function solve(text, code, done, wanted, told) {
    stopSolving();
    let solver;
    try {
      solver = await solverModule();
    } catch (e) {
      done({ html: '', error: String(e.message || e) });
      return;
    }
    if (wanted && !wanted()) return;
    const url = URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' }));
    const w = (worker = new Worker(url));
    URL.revokeObjectURL(url);
    w.onmessage = (event) => {
      if (event.data.progress || event.data.bounds) {
        if (worker === w && told) told(event.data);
        return;
      }
      if (worker === w) done(event.data);
      w.terminate();
      if (worker === w) worker = null;
    };
    w.onerror = (event) => {
      event.preventDefault();
      if (worker === w) done({ html: '', error: 'the solver stopped: ' + (event.message || 'no reason given') });
    };
    w.postMessage({ module: solver, input: root + '\0' + text, code });
  }

  // The record in the page's address: `#record=` then `z` and the deflated text, or `t` and
  // the text itself, in base64url.
  function toBase64Url(bytes) {
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  function fromBase64Url(text) {
    const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = new Uint8Array(s.length);
    for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);
    return bytes;
  }
  async function pipe(bytes, stream) {
    const out = new Blob([bytes]).stream().pipeThrough(stream);
    return new Uint8Array(await new Response(out).arrayBuffer());
  }
  async function encodeRecord(text) {
    const bytes = encoder.encode(text);
    if (typeof CompressionStream === 'function') {
      return 'z' + toBase64Url(await pipe(bytes, new CompressionStream('deflate-raw')));
    }
    return 't' + toBase64Url(bytes);
  }
  async function decodeRecord(code) {
    const bytes = fromBase64Url(code.slice(1));
    if (code[0] === 'z') return decoder.decode(await pipe(bytes, new DecompressionStream('deflate-raw')));
    return decoder.decode(bytes);
  }

  function debounce(fn, ms) {
    let timer = null;
    return (...args) => {
      clearTimeout(timer);
      timer = setTimeout(() => fn(...args), ms);
    };
  }

  // Clicking a mistake puts the cursor at its line and column in the editor.
  function pointAt(editor, container) {
    container.addEventListener('click', (event) => {
      const d = event.target.closest('.foster-diagnostic');
      if (!d) return;
      const line = Number(d.dataset.line);
      const column = Number(d.dataset.column);
      const lines = editor.value.split('\n');
      let at = 0;
      for (let i = 0; i < line - 1 && i < lines.length; i++) at += lines[i].length + 1;
      at += Math.max(0, column - 1);
      editor.focus();
      editor.setSelectionRange(at, at);
    });
  }

  // A conditional ruling asks its question with a button for each answer a line settles: the
  // lines go at the end of their deal in the editor (before the line the next deal begins on,
  // after the deal's last written line), and the record is ruled again.
  function settleText(text, lines, nextLine) {
    const all = text.split('\n');
    let at = nextLine ? Math.min(all.length, nextLine - 1) : all.length;
    while (at > 0 && all[at - 1].trim() === '') at -= 1;
    all.splice(at, 0, ...lines.split('\n'));
    return all.join('\n');
  }

  function showAnswers(container) {
    for (const b of container.querySelectorAll('.foster-answer-button')) b.hidden = false;
  }

  function answerAt(editor, container, rule, usable) {
    container.addEventListener('click', (event) => {
      const b = event.target.closest('.foster-answer-button');
      if (!b || !usable()) return;
      const deal = b.closest('[data-foster-next-line]');
      const next = deal ? Number(deal.dataset.fosterNextLine) : 0;
      editor.value = settleText(editor.value, b.dataset.fosterSettle, next);
      rule();
    });
  }

  function summary(answer) {
    if (answer.ok) return `Ruled in ${answer.ms.toFixed(1)} ms by the engine in this page.`;
    const n = answer.diagnostics.length;
    return n === 0 ? 'The record cannot be ruled on.' : `The record has ${n} mistake${n === 1 ? '' : 's'}: see below.`;
  }

  // A worked case: its record editable, its drawing replaced by the engine's as it is edited.
  // The engine is fetched on the first edit.
  function editableCase(box) {
    const details = box.querySelector('details.foster-record');
    const code = details && details.querySelector('pre code');
    const ruling = box.querySelector('.foster-ruling');
    if (!code || !ruling) return;
    const original = code.textContent;
    const printed = ruling.innerHTML;
    const doubleDummy = box.querySelector('.foster-double-dummy');
    const editor = document.createElement('textarea');
    editor.className = 'foster-editor';
    editor.spellcheck = false;
    editor.setAttribute('aria-label', 'The record, editable');
    editor.value = original;
    editor.rows = Math.min(24, original.split('\n').length + 1);
    const bar = document.createElement('div');
    bar.className = 'foster-case-bar';
    const run = document.createElement('button');
    run.type = 'button';
    run.className = 'foster-run';
    run.textContent = 'Rule again';
    const reset = document.createElement('button');
    reset.type = 'button';
    reset.className = 'foster-reset';
    reset.textContent = 'Back to the case';
    const open = document.createElement('a');
    open.className = 'foster-open-playground';
    open.textContent = 'Open in the playground';
    open.href = root + 'playground.html';
    const note = document.createElement('span');
    note.className = 'foster-case-status';
    note.setAttribute('role', 'status');
    bar.append(run, reset, open, note);
    details.querySelector('pre').replaceWith(editor);
    details.append(bar);

    // A rule asked for before "Back to the case" (typing's delayed rule, or one still loading
    // the engine) must not draw over the restored case: each ask takes a number, reset moves on.
    let asked = 0;
    let typing = null;
    const rule = () => {
      const mine = ++asked;
      const text = editor.value;
      byCode(text, AS_WRITTEN, async (which) => draw(text, AS_WRITTEN, which === 'portland' ? await loadPortland() : (await load(), engine))).then(async (answer) => {
        if (mine !== asked) return;
        if (answer.pbn) {
          note.textContent = 'Reading the PBN file…';
          answer = await drawPbn(text, AS_WRITTEN, false);
          if (mine !== asked) return;
        }
        const label = answer.ok ? 'Foster says, of the record as edited' : 'Foster cannot read the record as edited';
        ruling.classList.add('foster-live');
        ruling.innerHTML = `<div class="foster-ruling-label">${label}</div>` + answer.html;
        window.fosterSteppers(ruling);
        fillQuotes(ruling);
        showAnswers(ruling);
        if (doubleDummy) doubleDummy.hidden = true;
        note.textContent = summary(answer);
      }).catch((e) => { note.textContent = String(e.message || e); });
    };
    run.addEventListener('click', rule);
    editor.addEventListener('input', () => {
      clearTimeout(typing);
      typing = setTimeout(rule, 200);
    });
    reset.addEventListener('click', () => {
      clearTimeout(typing);
      asked += 1;
      editor.value = original;
      ruling.innerHTML = printed;
      window.fosterSteppers(ruling);
      showAnswers(ruling);
      ruling.classList.remove('foster-live');
      if (doubleDummy) doubleDummy.hidden = false;
      note.textContent = '';
    });
    open.addEventListener('click', async (event) => {
      event.preventDefault();
      location.href = root + 'playground.html#record=' + await encodeRecord(editor.value);
    });
    pointAt(editor, ruling);
    // Answering opens the record, so that the line added is seen.
    answerAt(editor, ruling, () => { details.open = true; rule(); }, () => true);
    showAnswers(ruling);
  }

  function playground(box) {
    const source = document.getElementById('foster-pg-source');
    const output = document.getElementById('foster-pg-output');
    const dd = document.getElementById('foster-pg-dd');
    const ddBody = document.getElementById('foster-pg-dd-body');
    const template = document.getElementById('foster-pg-template');
    const laws = document.getElementById('foster-pg-code');
    const file = document.getElementById('foster-pg-file');
    const share = document.getElementById('foster-pg-share');
    const download = document.getElementById('foster-pg-download');
    const templates = JSON.parse(document.getElementById('foster-pg-templates').textContent);
    const canSolve = box.hasAttribute('data-foster-solver');
    // The file's name without its extension; the extension follows what the engine read.
    let stem = 'dispute';
    let format = 'record';

    // Each ruling has a number: a solve asked for by an older ruling is dropped.
    let generation = 0;
    // While the solver works: the seconds it has taken, and a button that stops it.
    let ticking = null;
    function stopTicking() {
      clearInterval(ticking);
      ticking = null;
    }
    const solveSoon = debounce((text, code, asked) => {
      if (asked !== generation) return;
      ddBody.innerHTML = '<p class="foster-solving">Solving double dummy in the background… <span class="foster-solving-count"></span> <span class="foster-solving-time"></span> <button type="button" class="foster-solving-stop">Stop</button></p><p class="foster-solving foster-solving-bounds"></p><div class="foster-solving-rows"></div>';
      dd.hidden = false;
      const started = performance.now();
      const time = ddBody.querySelector('.foster-solving-time');
      const count = ddBody.querySelector('.foster-solving-count');
      const bounds = ddBody.querySelector('.foster-solving-bounds');
      const rows = ddBody.querySelector('.foster-solving-rows');
      // What the solver has told: results done of results asked, the tables so far.
      let done = 0;
      let total = 0;
      let found = '';
      const seconds = () => (performance.now() - started) / 1000;
      function showTime() {
        let said = `${Math.round(seconds())} s`;
        // An estimate once a result is in: the results left at the pace so far.
        if (done > 0 && done < total) said += `, about ${Math.max(1, Math.round(seconds() / done * (total - done)))} s more`;
        time.textContent = said;
      }
      stopTicking();
      ticking = setInterval(showTime, 1000);
      const told = (report) => {
        if (asked !== generation) return;
        if (report.progress) {
          ({ done, total } = report.progress);
          count.textContent = `${done} of ${total} results;`;
          if (report.progress.html !== null) {
            found = report.progress.html;
            rows.innerHTML = found;
          }
          bounds.textContent = '';
          showTime();
        } else {
          const { lower, upper } = report.bounds;
          bounds.textContent = `The result being solved: at least ${lower}, at most ${upper} tricks.`;
        }
      };
      ddBody.querySelector('.foster-solving-stop').addEventListener('click', () => {
        stopSolving();
        stopTicking();
        generation++;
        const after = seconds().toFixed(1);
        ddBody.innerHTML = found + '<p class="foster-solving"></p>';
        ddBody.lastChild.textContent = done > 0
          ? `Stopped after ${after} s, at your request, with ${done} of ${total} results found: ${found ? 'the rows finished are shown, the others drawn –' : 'no row was finished yet'}. Edit the record to solve again.`
          : `Stopped after ${after} s, at your request, before any result was found. Edit the record to solve again.`;
      });
      solve(text, code, (result) => {
        stopTicking();
        if (asked !== generation) return;
        if (result.error) {
          ddBody.innerHTML = '<p class="foster-solving"></p>';
          ddBody.firstChild.textContent = result.error;
        } else if (result.html) {
          ddBody.innerHTML = result.html + `<p class="foster-timing">Solved in ${(result.ms / 1000).toFixed(1)} s.</p>`;
        } else {
          dd.hidden = true;
        }
      }, () => asked === generation, told);
    }, 700);

    // The address: `#record=`, `#pbn=` or `#lin=` (as the engine read the text), the text, and `&laws=n`
    // when laws were chosen.
    async function address(text) {
      const key = format === 'record' ? 'record' : format.toLowerCase();
      const chosen = Number(laws.value) > 0 ? '&laws=' + laws.value : '';
      return '#' + key + '=' + await encodeRecord(text) + chosen;
    }
    const remember = debounce(async (text) => {
      history.replaceState(null, '', await address(text));
    }, 300);

    // Each text ruled has a number: an answer to an older one is dropped.
    let ruling = 0;
    function rule() {
      const text = source.value;
      const code = Number(laws.value) || AS_WRITTEN;
      const mine = ++ruling;
      byCode(text, code, (which) => ruleInWorker(text, code, which)).then(async (answer) => {
        if (mine !== ruling) return;
        // The text ruled and solved: for a LIN file, the record the solver's module made of it.
        let ruled = text;
        if (answer.pbn) {
          // The solver's module may still be on its way: say what the page is doing.
          say('Reading the PBN file…');
          answer = await drawPbn(text, code, true);
          if (mine !== ruling) return;
          answer.format = 'PBN';
        }
        if (answer.lin) {
          const lin = await readLin(text);
          if (mine !== ruling) return;
          if (lin.ok) {
            ruled = lin.record;
            answer = await byCode(ruled, code, (which) => ruleInWorker(ruled, code, which));
            if (mine !== ruling) return;
          } else {
            answer = whole(lin);
          }
          answer.format = 'LIN';
        }
        if (answer.format) format = answer.format;
        stopSolving();
        generation += 1;
        const asked = generation;
        paint(output, answer, () => {
          if (mine !== ruling) return;
          window.fosterSteppers(output);
          fillQuotes(output);
          // The lines to add are in the record language: not for a PBN file.
          if (format === 'record') showAnswers(output);
          const kind = { PBN: 'A PBN file. ', LIN: 'A LIN file, read as a record. ' }[format] ?? '';
          say((answer.ok ? kind : '') + summary(answer));
          if (canSolve && answer.ok && answer.solvable) {
            solveSoon(ruled, code, asked);
          } else {
            dd.hidden = true;
          }
        });
        remember(text);
      }).catch((e) => say(String(e.message || e)));
    }

    function start(text, fileName) {
      source.value = text;
      stem = fileName.replace(/\.[A-Za-z]+$/, '') || 'dispute';
      format = /\.pbn$/i.test(fileName) ? 'PBN' : /\.lin$/i.test(fileName) ? 'LIN' : 'record';
      source.rows = Math.max(12, Math.min(30, text.split('\n').length + 1));
      rule();
    }

    source.addEventListener('input', debounce(rule, 120));
    laws.addEventListener('change', rule);
    template.addEventListener('change', () => {
      const text = templates[template.value];
      if (typeof text === 'string') start(text, template.value.replace(/^case-/, '') + '.record');
    });
    file.addEventListener('change', async () => {
      const f = file.files && file.files[0];
      if (!f) return;
      // A PBN file may be Latin-1 (PBN's own character set): read as UTF-8 when it is.
      const bytes = new Uint8Array(await f.arrayBuffer());
      let text;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch (e) {
        text = new TextDecoder('iso-8859-1').decode(bytes);
        // As the CLI: Latin-1 only for a PBN file (a tag first, after `%` lines and commentary).
        if (!/^(\s|%[^\n]*\n|;[^\n]*\n|\{[^}]*\})*\[/.test(text)) {
          say(`${f.name} is not UTF-8 text: save it as UTF-8 and open it again.`);
          file.value = '';
          return;
        }
      }
      start(text.replace(/^\uFEFF/, ''), f.name);
      file.value = '';
    });
    share.addEventListener('click', async () => {
      history.replaceState(null, '', await address(source.value));
      try {
        await navigator.clipboard.writeText(location.href);
        say('The link to this ruling is copied: whoever opens it sees the same record and ruling.');
      } catch (e) {
        say('Copy this page\'s address to share the ruling: it holds the record.');
      }
    });
    download.addEventListener('click', () => {
      const url = URL.createObjectURL(new Blob([source.value], { type: 'text/plain;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = stem + (format === 'record' ? '.record' : '.' + format.toLowerCase());
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    });
    pointAt(source, output);
    answerAt(source, output, rule, () => format === 'record');

    // Once the page has loaded, the solver and the Portland Club's engine are fetched when the
    // browser is idle, so that the page rules and solves offline.
    const idle = window.requestIdleCallback || ((f) => setTimeout(f, 2000));
    idle(() => {
      portlandModule().catch(() => {});
      if (canSolve) solverModule().catch(() => {});
    });

    (async () => {
      await load();
      const m = /^#(record|pbn|lin)=([zt][A-Za-z0-9_-]*)(?:&laws=([0-3]))?/.exec(location.hash);
      if (m) {
        try {
          const text = await decodeRecord(m[2]);
          if (m[3]) laws.value = m[3];
          start(text, 'dispute.' + m[1]);
          return;
        } catch (e) {
          say('The link does not hold a record that can be read; here is a blank deal instead.');
        }
      }
      start(templates['blank-pirate'], 'dispute.record');
    })().catch((e) => say(String(e.message || e)));
  }

  // A case page fetches the engine only when a reader edits a record.
  for (const box of document.querySelectorAll('.foster-case[data-foster-engine]')) editableCase(box);
  if (playgroundBox && playgroundBox.hasAttribute('data-foster-engine')) playground(playgroundBox);
})();
