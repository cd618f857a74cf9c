// Re-rule a worked case in the page: when the book carries foster.wasm (the engine compiled to
// WebAssembly, `foster book build --wasm FILE`), each case's record becomes editable, with a Run
// button that rules the edited record in the browser and shows the engine's answer.
(function () {
  'use strict';
  const cases = document.querySelectorAll('.foster-case');
  if (cases.length === 0 || typeof fetch !== 'function' || typeof WebAssembly !== 'object') return;
  const root = typeof path_to_root === 'string' ? path_to_root : '';
  let engine = null;

  async function load() {
    if (engine) return engine;
    const response = await fetch(root + 'foster.wasm');
    if (!response.ok) throw new Error('no foster.wasm');
    const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), {});
    engine = instance.exports;
    return engine;
  }

  function rule(text) {
    const bytes = new TextEncoder().encode(text);
    const ptr = engine.foster_alloc(bytes.length);
    new Uint8Array(engine.memory.buffer, ptr, bytes.length).set(bytes);
    const len = engine.foster_rule(ptr, bytes.length);
    engine.foster_free(ptr, bytes.length);
    const out = new Uint8Array(engine.memory.buffer, engine.foster_output(), len);
    return new TextDecoder().decode(out.slice());
  }

  load().then(() => {
    for (const box of cases) {
      const details = box.querySelector('details.foster-record');
      const code = details && details.querySelector('pre code');
      if (!code) continue;
      const editor = document.createElement('textarea');
      editor.className = 'foster-editor';
      editor.spellcheck = false;
      editor.value = code.textContent;
      editor.rows = Math.min(30, editor.value.split('\n').length + 1);
      const run = document.createElement('button');
      run.className = 'foster-run';
      run.type = 'button';
      run.textContent = 'Run: rule this record again';
      const live = document.createElement('pre');
      live.className = 'foster-live';
      live.hidden = true;
      run.addEventListener('click', () => {
        live.hidden = false;
        live.textContent = rule(editor.value);
      });
      details.querySelector('pre').replaceWith(editor);
      details.append(run, live);
    }
  }).catch(() => { /* The book was built without the engine: the records stay as printed. */ });
})();
