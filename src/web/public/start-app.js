// Starts the app once the server's drawing of the screen is on screen (server/modules/first-frame):
// the page's stylesheets and the frame's first thumbnails then have the connection to themselves
// until the first paint, and the app's scripts follow at once. Plain JavaScript, not built: the page
// names the entry and the screen's chunks in data attributes (the CSP allows this file, not inline code).
(function () {
  var script = document.currentScript;
  // A tap on the frame's buttons before the app is there is kept (the element's place and text) and
  // given to the same element of the app once it has taken the frame's place (lib/first-frame.ts).
  // Links need no help: they open their page.
  var frame = document.getElementById('server-frame');
  // Places count drawn elements only: the frame also holds the resource hints React writes.
  function drawnChildren(parent) {
    return Array.prototype.filter.call(parent.children, function (child) {
      return child.tagName !== 'LINK';
    });
  }
  if (frame) {
    frame.addEventListener('click', function (event) {
      var target = event.target.closest('button, [role="button"], [role="tab"]');
      if (!target || !frame.contains(target) || target.closest('a[href]')) return;
      var path = [];
      for (var el = target; el !== frame; el = el.parentElement) {
        path.unshift(drawnChildren(el.parentElement).indexOf(el));
      }
      frame.setAttribute('data-pending-click', path.join('.'));
      frame.setAttribute('data-pending-text', target.textContent);
    });
  }
  var entry = script.getAttribute('data-entry');
  var modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  function start() {
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  // The next frame is the first one painted; the timeout runs just after it. A tab opened in the
  // background paints nothing (and runs no frame) until it is shown: it starts at once.
  if (document.visibilityState === 'hidden') {
    start();
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})();
