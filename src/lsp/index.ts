/** The language server of RV files (`rvkit lsp`). */
export { startServer, type Server } from './server.js';
