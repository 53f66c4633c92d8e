import type { Messages } from '../messages';
import { common } from './common';
import { home } from './home';

export const fr: Messages = { ...common, home };
