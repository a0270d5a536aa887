// Entry of the static site written by `nuggetindex export --browser`: the core runs in this page
// over the index file beside it; no server is needed after the page has loaded.
import { startApp } from './app.js';
import { LocalApi } from './local-api.js';

void startApp(() => LocalApi.load());
