// Linked into the page module (--pre-js): the page's controls in the DOM for screen readers
// (web/shell/control_mirror.hpp). The list comes whole from C++ when it changes; the elements of
// controls that stay are kept, so a screen reader's place in the list survives an update. A
// control pressed here (Enter or a click in browse mode) is pressed in the page by its id. Out of
// Tab's way (tabindex -1): Tab belongs to the move field, and keys typed there must never reach
// a control by surprise.
'use strict';

Module['pageControls'] = (function () {
  var kept = new Map();  // id -> element
  function press(event) {
    var id = Number(event.currentTarget.dataset.id);
    Module['ccall']('page_activate_control', null, ['number'], [id]);
  }
  function element(control) {
    var el = kept.get(control.id);
    if (!el) {
      el = document.createElement('button');
      el.type = 'button';
      el.tabIndex = -1;
      el.dataset.id = String(control.id);
      el.addEventListener('click', press);
    }
    if (el.textContent !== control.name) el.textContent = control.name;
    el.removeAttribute('role');
    el.removeAttribute('aria-checked');
    el.removeAttribute('aria-selected');
    if (control.kind === 'check') {
      el.setAttribute('role', 'checkbox');
      el.setAttribute('aria-checked', control.checked ? 'true' : 'false');
    } else if (control.kind === 'tab') {
      el.setAttribute('role', 'tab');
      el.setAttribute('aria-selected', control.checked ? 'true' : 'false');
    }
    if (control.kind === 'menu') el.setAttribute('aria-haspopup', 'menu');
    else el.removeAttribute('aria-haspopup');
    return el;
  }
  return function (json) {
    var section = document.getElementById('controls');
    if (!section) return;
    var data = JSON.parse(json);
    var next = new Map();
    var elements = data.controls.map(function (control) {
      var el = element(control);
      next.set(control.id, el);
      return el;
    });
    kept = next;
    section.setAttribute('aria-label', data.title);
    section.replaceChildren.apply(section, elements);
  };
})();
