// The operator's desk (/admin): loaded only through app/routes/desk-route.tsx, never by the shop.
import './texts';

export { DeskApp } from './components/desk-app';
