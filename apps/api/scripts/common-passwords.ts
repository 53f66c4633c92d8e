// Writes assets/common-passwords.txt: the first 10,000 distinct entries (lower case) of the ranked
// password dictionary of @zxcvbn-ts/language-common (MIT). Run from apps/api:
// npm run accounts:common-passwords
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { COMMON_PASSWORD_COUNT } from '@print/domain';
import { COMMON_PASSWORDS_PATH } from '../src/modules/accounts/common-passwords.js';

const require = createRequire(import.meta.url);
const source = require.resolve('@zxcvbn-ts/language-common/src/passwords.json');
const ranked = JSON.parse(readFileSync(source, 'utf8')) as string[];
const distinct = [...new Set(ranked.map((p) => p.toLowerCase()))].slice(0, COMMON_PASSWORD_COUNT);
const header = [
  '# The 10,000 most common passwords, most common first, lower case.',
  '# Source: @zxcvbn-ts/language-common 4.1.3, src/passwords.json (ranked), first 10,000 distinct entries.',
  '# Licence: MIT, Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc.; (c) 2021 @zxcvbn-ts.',
  '# Regenerate: npm run accounts:common-passwords -w apps/api',
];
writeFileSync(COMMON_PASSWORDS_PATH, `${[...header, ...distinct].join('\n')}\n`);
process.stdout.write(`${distinct.length} passwords written to ${COMMON_PASSWORDS_PATH}\n`);
