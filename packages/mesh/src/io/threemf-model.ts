import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { SourceUnit } from '../types.js';
import { failWith, isMeshReadError } from './errors.js';
import { GrowableFloat32, GrowableUint32 } from './growable.js';
import { checkDeadline, checkTriangleCount, checkVertexCount, type ReadLimits } from './limits.js';

/** 3MF affine transform, 12 numbers in the spec's row-vector order (m00 m01 … m32). */
export type Transform3mf = Float64Array;

export interface ObjectRef {
  readonly objectId: string;
  /** Production extension: the model part that holds the object, or null for this part. */
  readonly path: string | null;
  readonly transform: Transform3mf | null;
}

export interface ModelObject {
  readonly id: string;
  readonly type: string;
  mesh: { positions: Float32Array; indices: Uint32Array } | null;
  readonly components: ObjectRef[];
}

export interface ParsedModel {
  unit: SourceUnit;
  readonly objects: Map<string, ModelObject>;
  readonly items: ObjectRef[];
}

const UNITS: readonly SourceUnit[] = [
  'micron',
  'millimeter',
  'centimeter',
  'inch',
  'foot',
  'meter',
];
const NUMBER_PATTERN = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;
const INDEX_PATTERN = /^\s*\d+\s*$/;
const SUPPORTED_NAMESPACES = [
  'http://schemas.microsoft.com/3dmanufacturing/core/2015/02',
  'http://schemas.microsoft.com/3dmanufacturing/material/2015/02',
  'http://schemas.microsoft.com/3dmanufacturing/production/2015/06',
];

function parseNumber(text: string | undefined, what: string): number {
  if (text === undefined || !NUMBER_PATTERN.test(text)) {
    failWith('INVALID_NUMBER', `3MF ${what} is not a number: '${(text ?? '').slice(0, 40)}'`);
  }
  const value = Number(text);
  if (!Number.isFinite(Math.fround(value))) failWith('INVALID_NUMBER', `3MF ${what} out of range`);
  return value;
}

function parseIndex(text: string | undefined): number {
  if (text === undefined || !INDEX_PATTERN.test(text)) {
    failWith(
      'MALFORMED',
      `3MF triangle index is not a whole number: '${(text ?? '').slice(0, 40)}'`,
    );
  }
  return Number(text);
}

function parseTransform(text: string | undefined): Transform3mf | null {
  if (text === undefined) return null;
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 12) failWith('MALFORMED', '3MF transform needs 12 numbers');
  return Float64Array.from(parts, (part) => parseNumber(part, 'transform'));
}

function checkRequiredExtensions(attributes: Record<string, string>): void {
  const required = attributes.requiredextensions?.trim();
  if (!required) return;
  for (const prefix of required.split(/\s+/)) {
    const namespace = attributes[`xmlns:${prefix}`] ?? prefix;
    if (!SUPPORTED_NAMESPACES.includes(namespace)) {
      failWith('UNSUPPORTED_FEATURE', `3MF requires an unsupported extension: ${namespace}`);
    }
  }
}

function parseRef(attributes: Record<string, string>): ObjectRef {
  const objectId = attributes.objectid;
  if (objectId === undefined) failWith('MALFORMED', '3MF reference without objectid');
  const path = attributes['p:path'] ?? null;
  return { objectId, path, transform: parseTransform(attributes.transform) };
}

/** Streaming parse state: only the element currently open matters. */
class ModelBuilder {
  readonly model: ParsedModel = { unit: 'millimeter', objects: new Map(), items: [] };
  private object: ModelObject | null = null;
  private vertices: GrowableFloat32 | null = null;
  private triangles: GrowableUint32 | null = null;
  private events = 0;

  constructor(
    private readonly limits: ReadLimits,
    private readonly counter: { triangles: number; vertices: number },
  ) {}

  open(tag: SaxesTagPlain): void {
    if ((++this.events & 0xffff) === 0) checkDeadline(this.limits);
    const a = tag.attributes;
    switch (tag.name) {
      case 'model':
        checkRequiredExtensions(a);
        if (a.unit !== undefined) this.model.unit = this.parseUnit(a.unit);
        break;
      case 'object':
        this.openObject(a);
        break;
      case 'mesh':
        this.vertices = new GrowableFloat32();
        this.triangles = new GrowableUint32();
        break;
      case 'vertex':
        if (this.vertices !== null) checkVertexCount(++this.counter.vertices, this.limits);
        this.vertices?.push3(parseNumber(a.x, 'x'), parseNumber(a.y, 'y'), parseNumber(a.z, 'z'));
        break;
      case 'triangle':
        this.addTriangle(a);
        break;
      case 'component':
        this.object?.components.push(parseRef(a));
        break;
      case 'item':
        this.model.items.push(parseRef(a));
        break;
      default:
        break;
    }
  }

  close(tag: SaxesTagPlain): void {
    if (tag.name === 'mesh') this.closeMesh();
    if (tag.name === 'object') this.object = null;
  }

  private parseUnit(text: string): SourceUnit {
    const unit = UNITS.find((candidate) => candidate === text);
    return unit ?? failWith('MALFORMED', `3MF unit '${text.slice(0, 20)}' is not a 3MF unit`);
  }

  private openObject(a: Record<string, string>): void {
    const id = a.id;
    if (id === undefined) failWith('MALFORMED', '3MF object without id');
    if (this.model.objects.has(id)) failWith('MALFORMED', `3MF object id ${id} is used twice`);
    this.object = { id, type: a.type ?? 'model', mesh: null, components: [] };
    this.model.objects.set(id, this.object);
  }

  private addTriangle(a: Record<string, string>): void {
    if (this.triangles === null) return;
    checkTriangleCount(++this.counter.triangles, this.limits);
    this.triangles.push3(parseIndex(a.v1), parseIndex(a.v2), parseIndex(a.v3));
  }

  private closeMesh(): void {
    if (this.vertices === null || this.triangles === null) return;
    const vertexCount = this.vertices.length / 3;
    const indices = this.triangles.toArray();
    for (let i = 0; i < indices.length; i++) {
      if (indices[i] >= vertexCount) {
        failWith(
          'INDEX_OUT_OF_RANGE',
          `3MF triangle refers to vertex ${indices[i]} of ${vertexCount}`,
        );
      }
    }
    if (this.object !== null) this.object.mesh = { positions: this.vertices.toArray(), indices };
    this.vertices = null;
    this.triangles = null;
  }
}

/** A model part's parser, fed text as it is inflated (the part is never held whole). */
export interface ModelParser {
  write(text: string): void;
  /** The end of the part: the model, or MALFORMED when the XML is not complete. */
  end(): ParsedModel;
}

/**
 * Streams one 3MF model part with saxes. DOCTYPE (and so any entity declaration) is refused
 * with XML_ENTITY; coordinates must be plain decimal numbers (a comma decimal is INVALID_NUMBER).
 */
export function createModelParser(
  limits: ReadLimits,
  counter: { triangles: number; vertices: number },
): ModelParser {
  const builder = new ModelBuilder(limits, counter);
  const parser = new SaxesParser();
  parser.on('doctype', () => failWith('XML_ENTITY', '3MF model declares a DOCTYPE; refused'));
  parser.on('error', (error) => {
    if (isMeshReadError(error)) throw error;
    failWith('MALFORMED', `3MF model is not well-formed XML: ${error.message.slice(0, 120)}`);
  });
  parser.on('opentag', (tag) => builder.open(tag));
  parser.on('closetag', (tag) => builder.close(tag));
  return {
    write: (text) => void parser.write(text),
    end: () => {
      parser.close();
      return builder.model;
    },
  };
}
