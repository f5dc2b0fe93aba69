import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BoxedWord } from './reading-order';

/** One page of a FUNSD-layout folder: its image and its ground-truth words. */
export interface FunsdPage {
  name: string;
  imagePath: string;
  words: BoxedWord[];
}

interface Annotation {
  form?: { words?: { text?: unknown; box?: unknown }[] }[];
}

function isBox(value: unknown): value is [number, number, number, number] {
  return Array.isArray(value) && value.length === 4 && value.every((n) => typeof n === 'number');
}

/**
 * The pages of a folder in FUNSD's layout: `images/<name>.png` beside
 * `annotations/<name>.json` (`{ form: [{ words: [{ text, box }] }] }`), sorted by name.
 * @throws Error when the folder is missing, malformed or holds no page.
 */
export function loadFunsd(folder: string): FunsdPage[] {
  const annotations = path.join(folder, 'annotations');
  const images = path.join(folder, 'images');
  if (!existsSync(annotations) || !existsSync(images)) {
    throw new Error(`${folder} has no annotations/ and images/ folders (FUNSD's layout)`);
  }
  const pages = readdirSync(annotations)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const name = file.replace(/\.json$/, '');
      const imagePath = path.join(images, `${name}.png`);
      if (!existsSync(imagePath)) throw new Error(`${imagePath} is missing`);
      const annotation = JSON.parse(
        readFileSync(path.join(annotations, file), 'utf8'),
      ) as Annotation;
      const words = (annotation.form ?? []).flatMap((entity) =>
        (entity.words ?? []).flatMap((word) =>
          typeof word.text === 'string' && isBox(word.box)
            ? [{ text: word.text, box: word.box }]
            : [],
        ),
      );
      return { name, imagePath, words };
    });
  if (pages.length === 0) throw new Error(`${annotations} holds no annotation`);
  return pages;
}
