import { common } from './common';
import { home } from './home';

export const de = { ...common, home };
