// Entry of the UI served by `nuggetindex serve`: the HTTP API of the same origin.
import { HttpApi } from './api.js';
import { startApp } from './app.js';

void startApp(async () => new HttpApi());
