/// The report's stylesheet and script, inlined into every `report.html` (no external assets).
enum ReportAssets {
    static let css = """
        :root { --ink: #222228; --muted: #6e6e78; --line: #e4e4ea; --placeholder: #9e9ea8; --stale: #f23333;
          --correct: #33d959; --failed: #ff991a; --wrong-text: #ff4dcc; --good: #1f9d48; --warning: #c98a00;
          --critical: #d62d2d; }
        * { box-sizing: border-box; }
        body { font: 14px/1.45 "DejaVu Sans", system-ui, sans-serif; color: var(--ink); margin: 0 auto; padding: 24px;
          max-width: 1280px; background: #fafafc; }
        h1 { margin: 0 0 4px; font-size: 24px; } h2 { margin: 32px 0 12px; font-size: 18px; }
        .sub, .muted { color: var(--muted); }
        section { background: #fff; border: 1px solid var(--line); \
        border-radius: 8px; padding: 16px 20px; margin: 16px 0; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: 4px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
        th { color: var(--muted); font-weight: normal; white-space: nowrap; }
        td.good { color: var(--good); font-weight: bold; } td.warning { color: var(--warning); font-weight: bold; }
        td.critical { color: var(--critical); font-weight: bold; }
        .player { display: flex; gap: 20px; align-items: flex-start; flex-wrap: wrap; }
        .screen img { display: block; border: 1px solid var(--line); background: #eee; max-height: 70vh; }
        .side { flex: 1; min-width: 280px; }
        .controls { display: flex; align-items: center; gap: 10px; margin-bottom: 10px; }
        .controls input[type=range] { flex: 1; }
        #frame-number { font-variant-numeric: tabular-nums; min-width: 15em; }
        #cells tr td:nth-child(3) { font-weight: bold; }
        #cells tr.placeholder td:nth-child(3) { color: var(--placeholder); } \
        #cells tr.stale td:nth-child(3) { color: var(--stale); }
        #cells tr.correct td:nth-child(3) { color: var(--correct); } \
        #cells tr.failed td:nth-child(3) { color: var(--failed); } \
        #cells tr.wrong_text td:nth-child(3) { color: var(--wrong-text); }
        .cells-box { max-height: 60vh; overflow: auto; }
        figure { margin: 0 0 16px; } figure svg, figure img { max-width: 100%; height: auto; }
        nav#contents { margin: 8px 0 0; }
        #check { padding-top: 10px; } #check h2 { margin: 0 0 6px; } #check h2 .title { font-size: 14px; \
        font-weight: normal; margin-left: 8px; }
        .panel-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 16px; margin: 8px 0 4px; }
        .panel-head h3 { margin: 0; font-size: 15px; } .panel-head .panel-controls { margin: 0; }
        .runs-box { max-height: 132px; overflow: auto; } #failing-runs td, #failing-runs th { padding: 2px 10px; }
        #failing-runs tr.worst td { font-weight: bold; } figcaption { color: var(--muted); }
        .triple { display: flex; gap: 12px; } .triple figure { flex: 1; min-width: 0; }
        .crop { position: relative; overflow: hidden; border: 1px solid var(--line); background: #eee; }
        .crop .frame { position: absolute; } .crop img { display: block; width: 100%; }
        .crop svg.overlay { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
        article.failure:has(input.whole:checked) .crop { aspect-ratio: auto !important; width: 100% !important; }
        article.failure:has(input.whole:checked) .crop .frame { position: relative; width: 100% !important; \
        left: 0 !important; top: 0 !important; }
        article.failure:has(input.bare:checked) svg.overlay { display: none; }
        svg.overlay g > rect { fill: none; stroke: var(--placeholder); }
        svg.overlay g.stale > rect { stroke: var(--stale); } svg.overlay g.correct > rect { stroke: var(--correct); }
        svg.overlay g.failed > rect { stroke: var(--failed); } \
        svg.overlay g.wrong_text > rect { stroke: var(--wrong-text); }
        svg.overlay g.changed > rect:first-child { stroke-dasharray: none; filter: drop-shadow(0 0 2px #000); }
        svg.overlay rect.badge { fill: rgba(0, 0, 0, 0.85); stroke-width: 1; }
        svg.overlay text { fill: #fff; font-weight: bold; font-family: "DejaVu Sans", sans-serif; }
        svg.overlay text.label { paint-order: stroke; stroke: rgba(0, 0, 0, 0.8); stroke-width: 3px; }
        details { margin: 10px 0; } summary { cursor: pointer; font-weight: bold; }
        ol.frame-links { columns: 2; font-size: 13px; }
        .verdict.passed { color: var(--good); } .verdict.failed { color: var(--critical); }
        button { font: inherit; padding: 4px 14px; }
        """

    static let script = """
        (function () {
          'use strict';
          var data = JSON.parse(document.getElementById('reel-data').textContent);
          var image = document.getElementById('frame-image');
          var scrubber = document.getElementById('scrubber');
          var label = document.getElementById('frame-number');
          var body = document.querySelector('#cells tbody');
          var tallyLine = document.getElementById('frame-states');
          var play = document.getElementById('play');
          var count = data.img.length;
          var current = -1;
          var timer = null;
          function show(index) {
            index = Math.max(0, Math.min(count - 1, Math.floor(Number(index) || 0)));
            if (index === current) { return; }
            current = index;
            image.src = data.images[data.img[index]];
            image.setAttribute('data-frame', String(index));
            scrubber.value = String(index);
            label.textContent = 'frame ' + index + ' of ' + (count - 1) + ' \\u00b7 ' + data.times[index] + ' ms';
            var tally = { placeholder: 0, stale: 0, correct: 0, failed: 0, wrong_text: 0 };
            var rows = document.createDocumentFragment();
            (data.cells[index] || []).forEach(function (cell) {
              tally[cell[2]] = (tally[cell[2]] || 0) + 1;
              var row = document.createElement('tr');
              row.className = cell[2];
              ['#' + cell[0], cell[1], cell[2], cell[3]].forEach(function (text) {
                var td = document.createElement('td');
                td.textContent = text;
                row.appendChild(td);
              });
              rows.appendChild(row);
            });
            body.replaceChildren(rows);
            tallyLine.textContent = Object.keys(tally).map(function (state) { return tally[state] + ' ' + state; })\
        .join(' \\u00b7 ');
          }
          function stop() {
            if (timer !== null) { clearInterval(timer); timer = null; }
            play.textContent = 'Play';
          }
          scrubber.addEventListener('input', function () { stop(); show(scrubber.value); });
          play.addEventListener('click', function () {
            if (timer !== null) { stop(); return; }
            if (current >= count - 1) { show(0); }
            play.textContent = 'Pause';
            var start = performance.now();
            var first = current;
            var frameMs = 1000 / data.fps;
            timer = setInterval(function () {
              var next = first + Math.floor((performance.now() - start) / frameMs);
              if (next >= count - 1) { show(count - 1); stop(); } else { show(next); }
            }, Math.max(8, frameMs / 2));
          });
          document.addEventListener('keydown', function (event) {
            if (event.target === scrubber) { return; }
            if (event.key === 'ArrowRight') { stop(); show(current + 1); }
            if (event.key === 'ArrowLeft') { stop(); show(current - 1); }
          });
          function showLinked(hash) {
            var match = /^#frame-(\\d+)$/.exec(hash || '');
            if (!match) { return false; }
            stop();
            show(match[1]);
            document.getElementById('filmstrip').scrollIntoView();
            return true;
          }
          Array.prototype.forEach.call(document.querySelectorAll('a[href^="#frame-"]'), function (link) {
            link.addEventListener('click', function (event) {
              if (showLinked(link.getAttribute('href'))) {
                event.preventDefault();
                history.replaceState(null, '', link.getAttribute('href'));
              }
            });
          });
          window.addEventListener('hashchange', function () { showLinked(location.hash); });
          show(0);
          showLinked(location.hash);
        })();
        """
}
