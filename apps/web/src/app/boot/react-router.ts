// A step of main.tsx's boot: React Router evaluated in a task of its own (start-app.tsx uses it).
// Importing the package itself dynamically would keep every one of its exports in the bundle.
export { createBrowserRouter } from 'react-router';
