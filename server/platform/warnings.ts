/**
 * Node prints an ExperimentalWarning when a WebAssembly module is imported as an ES module, as
 * Prisma's schema engine is for the migrations (platform/db/migrations.ts): at every start it reads
 * like a failure and asks nothing of anyone. Every other warning is still printed, by Node's own
 * listener.
 */
export function hideWasmImportWarning(): void {
  const printers = process.listeners('warning');
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    if (warning.name === 'ExperimentalWarning' && warning.message.startsWith('Importing WebAssembly module')) return;
    for (const print of printers) print(warning);
  });
}
