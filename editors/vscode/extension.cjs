// The Raven extension: starts `rvkit lsp` for RV files and hands everything else to it.
// CommonJS, as VS Code loads extensions; no build step, so the .vsix is made straight from this folder.
/* global require, module */
/* eslint-disable @typescript-eslint/no-require-imports */
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

/** The server command: the setting, else the workspace's own rvkit, else rvkit on the PATH. */
function serverCommand() {
  const configured = vscode.workspace.getConfiguration('rvkit').get('server.command', []);
  if (configured.length > 0) return { command: configured[0], args: configured.slice(1) };
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    const local = join(folder.uri.fsPath, 'node_modules', '.bin', 'rvkit');
    if (existsSync(local)) return { command: local, args: ['lsp'] };
  }
  return { command: 'rvkit', args: ['lsp'] };
}

async function activate(context) {
  const server = { ...serverCommand(), transport: TransportKind.stdio };
  client = new LanguageClient(
    'rvkit',
    'Raven (rvkit)',
    { run: server, debug: server },
    {
      documentSelector: [{ scheme: 'file', language: 'raven' }],
      synchronize: {
        fileEvents: vscode.workspace.createFileSystemWatcher('**/*.{rvi,rvh,rvp,rvt,rvc,rve,rvm,rvl,rvg,tpl}'),
      },
    },
  );
  context.subscriptions.push(client);
  await client.start();
}

async function deactivate() {
  if (client) await client.stop();
}

module.exports = { activate, deactivate };
