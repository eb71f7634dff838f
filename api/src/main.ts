import path from 'node:path';
import { buildApiServer } from './server';

/**
 * Standalone API: listens on `API_PORT` (default 8080, where the dev servers proxy `/api`) at `API_HOST` (default 127.0.0.1), database
 * `DB_FILE` (default <repo>/var/xingheng.sqlite). Closes cleanly on SIGINT / SIGTERM.
 */
async function main(): Promise<void> {
  const port = Number(process.env.API_PORT ?? 8080);
  const dbFile = process.env.DB_FILE ?? path.resolve(__dirname, '../../var/xingheng.sqlite');
  const app = await buildApiServer({ dbFile, logger: true });
  const close = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port, host: process.env.API_HOST ?? '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error('API 启动失败', error);
  process.exit(1);
});
