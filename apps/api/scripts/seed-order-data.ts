import { readFile } from 'node:fs/promises';
import type { SeedLineChoice } from '../src/modules/orders/order-seed-sql.js';
import type { Services } from '../src/modules/registry.js';

/** Names and places of Swiss customers: the shared legacy sample's, plus common ones. */
const FIRST = [
  'Anna',
  'Luca',
  'Sarah',
  'Marco',
  'Laura',
  'Jonas',
  'Nina',
  'Thomas',
  'Céline',
  'Noah',
  'Lea',
  'Matthias',
  'Sophie',
  'Daniel',
  'Julia',
  'Stefan',
  'Chloé',
  'Reto',
  'Elena',
  'Urs',
];
const LAST = [
  'Müller',
  'Meier',
  'Schmid',
  'Keller',
  'Weber',
  'Huber',
  'Schneider',
  'Meyer',
  'Steiner',
  'Fischer',
  'Gerber',
  'Brunner',
  'Baumann',
  'Frei',
  'Zimmermann',
  'Moser',
  'Favre',
  'Rochat',
  'Bernasconi',
  'Widmer',
];
const COMPANIES = [
  'Muster AG',
  'Präzisionstechnik Keller GmbH',
  'Alpen Robotics SA',
  'Zürcher Modellbau AG',
  'Atelier Rochat Sàrl',
  'Medtech Basel AG',
  'Brunner Maschinenbau AG',
  'Helvetia Prototyping GmbH',
  'Ingenieurbüro Frei',
  'Lemanic Design SA',
  'Bernasconi Automazione SA',
  'Fischer Elektronik AG',
];
const CITIES = [
  'Zürich',
  'Bern',
  'Basel',
  'Luzern',
  'St. Gallen',
  'Winterthur',
  'Lausanne',
  'Genève',
  'Lugano',
  'Biel/Bienne',
  'Thun',
  'Chur',
  'Fribourg',
  'Aarau',
  'Zug',
];

/** Adds the first names, last names and cities of /work/shared/data's legacy sample, if present. */
async function sampleNames(): Promise<{ first: string[]; last: string[]; cities: string[] }> {
  const path = process.env.SEED_NAMES_CSV ?? '/work/shared/data/legacy-orders-sample.csv';
  const text = await readFile(path, 'utf8').catch(() => '');
  const rows = text
    .split('\n')
    .slice(1)
    .map((line) => line.split(';'));
  const column = (i: number) => rows.flatMap((r) => (r[i] ? [r[i].trim()] : []));
  return { first: column(12), last: column(13), cities: column(17) };
}

/** Every print mode × finish × colour of the seeded catalogue, in German. */
async function lineChoices(services: Pick<Services, 'catalog'>): Promise<SeedLineChoice[]> {
  const [modes, finishes] = await Promise.all([
    services.catalog.listPrintModes('de'),
    services.catalog.listSurfaceFinishes('de'),
  ]);
  const modeName = new Map(modes.map((m) => [m._id, m.name]));
  return finishes.flatMap((finish) =>
    finish.colors.map((color) => ({
      printModeId: finish.printModeId,
      printModeName: modeName.get(finish.printModeId) ?? finish.printModeId,
      finishId: finish._id,
      finishName: finish.properties.name,
      colorId: color._id,
      colorName: color.name,
      colorHex: color.hexcode,
    })),
  );
}

export async function seedOrderData(services: Pick<Services, 'catalog'>) {
  const sample = await sampleNames();
  const unique = (values: string[]) => [...new Set(values.filter((v) => v !== ''))];
  return {
    choices: await lineChoices(services),
    firstNames: unique([...FIRST, ...sample.first]),
    lastNames: unique([...LAST, ...sample.last]),
    companies: COMPANIES,
    cities: unique([...CITIES, ...sample.cities]),
  };
}
