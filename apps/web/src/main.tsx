import './lib/zod-jitless';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import './styles/index.css';

/**
 * Evaluating the first screen's modules is a long task on a slow phone (React DOM, React Router,
 * i18next with the texts, then the app), so they are evaluated one after the other, each in a task of its own: the
 * browser can handle input and paint in between. Their chunks are all requested together at
 * once (scripts/prerender.mjs puts them into the page as modulepreload links), so nothing waits
 * on the network between the steps.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function boot(): Promise<void> {
  await import('./app/boot/react-dom');
  await nextTask();
  await import('./app/boot/react-router');
  await nextTask();
  await import('./lib/i18n');
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await startApp();
}

void boot();
