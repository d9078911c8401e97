// Linked into the page module (--pre-js). Two things that keep frames cheap:
//
// 1. The canvas keeps its pixels between frames (preserveDrawingBuffer), so a frame in which
//    only the "thinking" spinner moves redraws just the status bar (main.cpp, partial frames).
(function () {
  var getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (kind, attributes) {
    if (kind === 'webgl2' && this.id === 'canvas') {
      attributes = Object.assign({}, attributes || {}, { preserveDrawingBuffer: true });
    }
    return getContext.call(this, kind, attributes);
  };
})();

// 2. Dear ImGui's OpenGL backend reads back the scissor
// box and blend state every frame to restore them afterwards. Chromium answers those
// getParameter calls with a round trip to the GPU process that first waits for all drawing
// queued so far (measured: ~80 ms a frame with software WebGL, so ~10 fps). The page's contexts
// remember what was set instead; anything not yet set still asks the real context.
(function () {
  if (typeof WebGL2RenderingContext === 'undefined') return;
  var SCISSOR_BOX = 0x0C10, BLEND_EQUATION_RGB = 0x8009, BLEND_EQUATION_ALPHA = 0x883D;
  var BLEND_DST_RGB = 0x80C8, BLEND_SRC_RGB = 0x80C9, BLEND_DST_ALPHA = 0x80CA, BLEND_SRC_ALPHA = 0x80CB;
  var proto = WebGL2RenderingContext.prototype;
  var original = {};
  ['scissor', 'blendFunc', 'blendFuncSeparate', 'blendEquation', 'blendEquationSeparate', 'getParameter']
    .forEach(function (name) { original[name] = proto[name]; });
  function remember(gl, pairs) {
    var known = gl.pageKnownState || (gl.pageKnownState = {});
    for (var i = 0; i < pairs.length; i += 2) known[pairs[i]] = pairs[i + 1];
  }
  proto.scissor = function (x, y, width, height) {
    remember(this, [SCISSOR_BOX, [x, y, width, height]]);
    return original.scissor.apply(this, arguments);
  };
  proto.blendFunc = function (src, dst) {
    remember(this, [BLEND_SRC_RGB, src, BLEND_SRC_ALPHA, src, BLEND_DST_RGB, dst, BLEND_DST_ALPHA, dst]);
    return original.blendFunc.apply(this, arguments);
  };
  proto.blendFuncSeparate = function (srcRgb, dstRgb, srcAlpha, dstAlpha) {
    remember(this, [BLEND_SRC_RGB, srcRgb, BLEND_DST_RGB, dstRgb, BLEND_SRC_ALPHA, srcAlpha, BLEND_DST_ALPHA, dstAlpha]);
    return original.blendFuncSeparate.apply(this, arguments);
  };
  proto.blendEquation = function (mode) {
    remember(this, [BLEND_EQUATION_RGB, mode, BLEND_EQUATION_ALPHA, mode]);
    return original.blendEquation.apply(this, arguments);
  };
  proto.blendEquationSeparate = function (rgb, alpha) {
    remember(this, [BLEND_EQUATION_RGB, rgb, BLEND_EQUATION_ALPHA, alpha]);
    return original.blendEquationSeparate.apply(this, arguments);
  };
  proto.getParameter = function (name) {
    var known = this.pageKnownState;
    if (known && Object.prototype.hasOwnProperty.call(known, name)) {
      var value = known[name];
      return Array.isArray(value) ? new Int32Array(value) : value;
    }
    return original.getParameter.apply(this, arguments);
  };
})();
