// `nuggetindex export`: every nugget as one JSON line, or the static browser site (--browser).

import { Command } from 'commander';
import { openIndex, out, storeOptions, type StoreOptions } from '../common.js';
import { exportBrowserSite } from './export-browser.js';
import { nuggetRecordJson } from '../../index.js';

export function registerExportCommand(program: Command): void {
  storeOptions(
    program
      .command('export')
      .summary('write every nugget as one JSON line, or a static browser site (--browser)')
      .description(
        'Write every nugget as one JSON line (full record: validity, state, provenance).\n' +
          'With --browser <dir>: write a static site (index.html, app.js, app.css, index.bin) that answers governed\n' +
          'queries in the page with no server; serve the folder with any static file server.',
      )
      .option('--browser <dir>', 'write the browser-only site into this folder instead'),
  ).action(async (o: StoreOptions & { browser?: string }) => {
    const ni = await openIndex(o, false);
    try {
      if (o.browser !== undefined) {
        const r = await exportBrowserSite(ni, o.browser);
        const size = (b: number) => (b >= 1024 * 1024 ? `${(b / 1024 / 1024).toFixed(2)} MiB` : `${(b / 1024).toFixed(1)} KiB`);
        out(`wrote ${r.dir}: ${r.nuggets} nuggets from ${r.documents} documents`);
        for (const f of r.files) out(`  ${f.name.padEnd(10)} ${size(f.bytes)}`);
        out(`serve it over HTTP (a file:// page cannot fetch its index), e.g.: python3 -m http.server -d ${r.dir}`);
        return;
      }
      for await (const batch of ni.nuggets()) for (const n of batch) out(JSON.stringify(nuggetRecordJson(n)));
    } finally {
      await ni.close();
    }
  });
}
