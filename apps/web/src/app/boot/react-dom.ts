// A step of main.tsx's boot: React DOM evaluated in a task of its own (start-app.tsx uses it).
export { createRoot, hydrateRoot } from 'react-dom/client';
