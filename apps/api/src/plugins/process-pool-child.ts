import { pathToFileURL } from 'node:url';

/**
 * The child of a process pool (process-pool.ts): loads the task module named on its command line
 * and runs its default export for each message, answering the result or the error. It leaves with
 * its parent (the IPC channel closes when the parent exits, crashes or closes the pool).
 */
interface TaskMessage {
  readonly id: number;
  readonly task: unknown;
}

const modulePath = process.argv[2];
if (modulePath === undefined || process.send === undefined) {
  process.stderr.write('process-pool child: started without a task module or an IPC channel\n');
  process.exit(2);
}
const loaded = (await import(pathToFileURL(modulePath).href)) as {
  default: (task: unknown) => unknown;
};
const send = process.send.bind(process);

process.on('message', (message: TaskMessage) => {
  Promise.resolve()
    .then(() => loaded.default(message.task))
    .then(
      (value) => send({ id: message.id, ok: true, value }),
      (error: unknown) =>
        send({
          id: message.id,
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
});
process.on('disconnect', () => process.exit(0));
send({ ready: true });
