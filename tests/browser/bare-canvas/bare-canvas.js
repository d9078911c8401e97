// See index.html. window.bareFrames() counts the frames drawn so far.
(function () {
  // Styles set here: the test server's policy refuses inline style attributes.
  document.body.style.margin = '0';
  document.body.style.overflow = 'hidden';
  document.body.style.background = '#23262d';
  var canvas = document.getElementById('canvas');
  canvas.style.display = 'block';
  canvas.width = innerWidth * devicePixelRatio;
  canvas.height = innerHeight * devicePixelRatio;
  canvas.style.width = innerWidth + 'px';
  canvas.style.height = innerHeight + 'px';
  // The page's own context attributes (web/shell/main.cpp, web/webgl_tuning.js).
  var gl = canvas.getContext('webgl2', { alpha: false, antialias: false, depth: false, stencil: false,
                                         preserveDrawingBuffer: true });
  new Worker('busy.js');
  var frames = 0;
  gl.clearColor(0.137, 0.149, 0.176, 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.enable(gl.SCISSOR_TEST);
  function frame() {
    // The first frame's time, as the page reports its own: openPage (browser.mjs) waits for it.
    if (++frames === 1) window.pageFirstFrameMs = performance.now();
    gl.scissor((frames * 7) % Math.max(1, canvas.width - 20), 100, 20, 20);
    gl.clearColor((frames % 10) / 10, 0.5, 0.5, 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
    requestAnimationFrame(frame);
  }
  window.bareFrames = function () { return frames; };
  requestAnimationFrame(frame);
})();
