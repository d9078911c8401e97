// Linked into the page module (--pre-js): the page's controls in the DOM for screen readers
// (web/shell/control_mirror.hpp). The list comes whole from C++ when it changes; the elements of
// controls that stay are kept in place (never taken out and put back), so a screen reader's place
// in the list, and the keys' focus on one of them, survive an update. A control pressed here
// (Enter or a click in browse mode) is pressed in the page by its id.
//
// One-of choices are radios in a named radiogroup ("Players", "Seat 2"), the others buttons,
// checkboxes, tabs and menus. They are in the Tab order: Shift+Tab on the board (the canvas)
// brings the keys here, Tab and Shift+Tab go from control to control, the arrows from radio to
// radio in a group (choosing it, as a browser's radios do), Enter or Space presses one; Escape,
// or Tab past either end, gives the keys back to the canvas, said. The keys pressed here are the
// controls' alone: SDL listens on the window and would take them as the game's shortcuts, and it
// cancels Tab.
'use strict';

Module['pageControls'] = (function () {
  var kept = new Map();    // id -> element
  var groups = new Map();  // group name -> its radiogroup element
  var bound = false;

  function press(event) {
    var id = Number(event.currentTarget.dataset.id);
    Module['ccall']('page_activate_control', null, ['number'], [id]);
  }
  function element(control) {
    var el = kept.get(control.id);
    if (!el) {
      el = document.createElement('button');
      el.type = 'button';
      el.dataset.id = String(control.id);
      el.addEventListener('click', press);
    }
    if (el.textContent !== control.name) el.textContent = control.name;
    el.removeAttribute('role');
    el.removeAttribute('aria-checked');
    el.removeAttribute('aria-selected');
    el.tabIndex = 0;
    if (control.kind === 'check' || control.kind === 'radio') {
      el.setAttribute('role', control.kind === 'radio' ? 'radio' : 'checkbox');
      el.setAttribute('aria-checked', control.checked ? 'true' : 'false');
    } else if (control.kind === 'tab') {
      el.setAttribute('role', 'tab');
      el.setAttribute('aria-selected', control.checked ? 'true' : 'false');
    }
    if (control.kind === 'menu') el.setAttribute('aria-haspopup', 'menu');
    else el.removeAttribute('aria-haspopup');
    return el;
  }
  function group(key, name) {
    var el = groups.get(key);
    if (!el) {
      el = document.createElement('div');
      el.setAttribute('role', 'radiogroup');
    }
    if (name) el.setAttribute('aria-label', name);
    else el.removeAttribute('aria-label');
    return el;
  }
  // `parent`'s children become `wanted`, in order, moving as few as can be: the ones that go are
  // taken out first, then each one that stays is left where it is unless another must come
  // before it (a focused element taken out would lose the focus).
  function arrange(parent, wanted) {
    var keep = new Set(wanted);
    Array.from(parent.children).forEach(function (child) { if (!keep.has(child)) child.remove(); });
    wanted.forEach(function (child, i) {
      var now = parent.children[i];
      if (now !== child) parent.insertBefore(child, now || null);
    });
  }
  // In a radiogroup Tab stops once, on the chosen radio (or the first): the arrows go on from it.
  function roving(radios) {
    var stop = radios.find(function (r) { return r.getAttribute('aria-checked') === 'true'; }) || radios[0];
    radios.forEach(function (r) { r.tabIndex = r === stop ? 0 : -1; });
  }
  function stops(section) {
    return Array.from(section.querySelectorAll('button')).filter(function (b) { return b.tabIndex >= 0; });
  }
  function toCanvas() {
    var canvas = document.getElementById('canvas');
    if (canvas) canvas.focus();
    Module['ccall']('page_controls_left', null, [], []);
  }
  function bind(section) {
    if (bound) return;
    bound = true;
    // Key presses only: a key let go reaches SDL, which would otherwise hold Shift down for ever
    // after Shift+Tab brought the keys here (a key it never saw pressed, let go, changes nothing).
    ['keydown', 'keypress'].forEach(function (type) {
      section.addEventListener(type, function (e) { e.stopPropagation(); });
    });
    section.addEventListener('keydown', function (e) {
      var here = e.target.closest ? e.target.closest('button') : null;
      if (!here) return;
      var all = stops(section);
      if (e.key === 'Escape' || (e.key === 'Tab' && ((!e.shiftKey && here === all[all.length - 1]) || (e.shiftKey && here === all[0])))) {
        e.preventDefault();
        toCanvas();
        return;
      }
      var arrows = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
      if (!(e.key in arrows) || here.getAttribute('role') !== 'radio') return;
      e.preventDefault();
      var radios = Array.from(here.parentElement.querySelectorAll('[role=radio]'));
      var next = radios[(radios.indexOf(here) + arrows[e.key] + radios.length) % radios.length];
      radios.forEach(function (r) { r.tabIndex = r === next ? 0 : -1; });
      next.focus();
      next.click();
    });
    // Shift+Tab on the board (the canvas) brings the keys to the controls, the first of them.
    var canvas = document.getElementById('canvas');
    if (canvas) canvas.addEventListener('keydown', function (e) {
      if (e.key !== 'Tab' || !e.shiftKey) return;
      var first = stops(section)[0];
      if (!first) return;
      e.preventDefault();
      e.stopPropagation();
      first.focus();
    });
  }
  return function (json) {
    var section = document.getElementById('controls');
    if (!section) return;
    bind(section);
    var data = JSON.parse(json);
    var hadFocus = section.contains(document.activeElement);
    var next = new Map(), nextGroups = new Map();
    var top = [];  // the section's children: buttons and radiogroups
    var members = new Map();  // radiogroup -> its radios
    var last = null;  // the group the previous control went into
    data.controls.forEach(function (control) {
      var el = element(control);
      next.set(control.id, el);
      if (control.kind !== 'radio') {
        top.push(el);
        last = null;
        return;
      }
      // Radios of one group next to each other share its radiogroup.
      var name = control.group || '';
      if (!last || last.name !== name) {
        var key = name;  // a second group of the same name elsewhere is another group
        for (var n = 2; nextGroups.has(key); ++n) key = name + '#' + n;
        var g = group(key, name);
        nextGroups.set(key, g);
        top.push(g);
        members.set(g, []);
        last = { name: name, el: g };
      }
      members.get(last.el).push(el);
    });
    kept = next;
    groups = nextGroups;
    members.forEach(function (radios, g) {
      arrange(g, radios);
      roving(radios);
    });
    section.setAttribute('aria-label', data.title);
    arrange(section, top);
    // The control that had the keys went (the screen changed under it): the canvas has them.
    if (hadFocus && !section.contains(document.activeElement)) {
      var canvas = document.getElementById('canvas');
      if (canvas) canvas.focus();
    }
  };
})();
