// Runs docs/examples/embed-call.ts (the example in docs/engine.md) on a page, logging each line into #log.
import { embedCall } from '../docs/examples/embed-call.ts';

const log = (line: string) => {
  const li = document.createElement('li');
  li.textContent = line;
  document.getElementById('log')!.append(li);
};
const start = document.getElementById('start') as HTMLButtonElement;
const hangUp = document.getElementById('hang-up') as HTMLButtonElement;

start.addEventListener('click', async () => {
  start.disabled = true;
  const end = await embedCall(log, document.getElementById('viz') as HTMLCanvasElement);
  hangUp.disabled = false;
  hangUp.addEventListener('click', () => void end(), { once: true });
});
