import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client.js';
import type { AppConfig } from '../plugins/config.js';
import type { JobQueue, QueuedJob, QueueSettings, WorkOptions } from '../plugins/job-queue.js';
import type { FileStorage } from '../storage/file-storage.js';

/**
 * What every module is built with: the process's database, job queue, file storage, clock and
 * configuration. A module's dependencies on other modules are their services, passed as `needs`.
 */
export interface Platform {
  readonly db: Db;
  readonly driver: 'pglite' | 'node-postgres';
  /** Sends jobs in every role; only the worker role consumes (`consumers`). */
  readonly jobs: JobQueue;
  readonly storage: FileStorage;
  readonly config: AppConfig;
  readonly now: () => Date;
  /** The origin customers reach the shop at (PUBLIC_URL, else http://localhost:PORT). */
  readonly publicOrigin: string;
  /** The server's own http://host:port (only valid once it listens; the PayPal simulator's). */
  readonly serverOrigin: () => string;
  readonly logError: (error: unknown, message: string) => void;
  /** What a sweep did (counts, never customer data), on the process's JSON log. */
  readonly logInfo: (fields: Readonly<Record<string, unknown>>, message: string) => void;
}

/** A named queue and its retry policy; created by the `migrate` role. */
export interface QueueDeclaration {
  readonly name: string;
  readonly settings: QueueSettings;
}

/** A consumer of one queue, run by the `worker` role. */
export interface Consumer {
  readonly queue: string;
  readonly concurrency: number;
  readonly options?: WorkOptions;
  readonly handle: (job: QueuedJob<Record<string, unknown>>) => Promise<void>;
}

/**
 * A periodic sweep, run once per cluster: a pg-boss schedule (cron, minute granularity) sends one
 * job per tick to the queue of the same name, which one worker takes.
 */
export interface Schedule {
  readonly name: string;
  /** Five-field cron in UTC, e.g. '*\/10 * * * *'. */
  readonly cron: string;
  readonly run: () => Promise<void>;
}

/** A long-running loop of the `worker` role (the order-mail relay). */
export interface Relay {
  readonly name: string;
  readonly start: () => void;
  readonly stop: () => Promise<void>;
}

/** Start-up data of the `migrate` role (seeds, directories, content), run in order, idempotent. */
export interface StartupStep {
  readonly name: string;
  readonly run: () => Promise<void>;
}

/** What one module contributes to each role. Only `service` is visible to other modules. */
export interface ModuleParts<TService> {
  readonly service: TService;
  /** `http`: routes under the API prefix. */
  readonly routes?: readonly FastifyPluginAsync[];
  /** `http`: routes outside the API prefix (the PayPal simulator's own host). */
  readonly mounts?: readonly { readonly prefix: string; readonly plugin: FastifyPluginAsync }[];
  /** `http`: request hooks for every route (the auth cookie), registered before any route. */
  readonly hooks?: (app: FastifyInstance) => void;
  /** `http`: before the first request (caches filled from the database). */
  readonly warm?: () => Promise<void>;
  readonly queues?: readonly QueueDeclaration[];
  /** `worker`. */
  readonly consumers?: readonly Consumer[];
  /** `worker`, once per cluster. */
  readonly schedules?: readonly Schedule[];
  /** `worker`: started after the consumers, stopped before them. */
  readonly relays?: readonly Relay[];
  /** `worker`, first step of a shutdown: work in flight is handed back to the queue. */
  readonly interrupt?: () => Promise<void>;
  /** `worker`: before the consumers start (e.g. attempts a crashed process left marked active). */
  readonly recover?: () => Promise<void>;
  /** `migrate`, under the migration lock. */
  readonly startup?: readonly StartupStep[];
  /** Every role: releases what the module holds (worker threads, child processes). */
  readonly close?: () => Promise<void>;
}

/** A module: its name and how it is built from the platform and the services it needs. */
export interface ModuleDefinition<TNeeds, TService> {
  readonly name: string;
  create(platform: Platform, needs: TNeeds): ModuleParts<TService>;
}

export function defineModule<TNeeds, TService>(
  definition: ModuleDefinition<TNeeds, TService>,
): ModuleDefinition<TNeeds, TService> {
  return definition;
}

/** A built module as the roles see it. */
export type BuiltModule = { readonly name: string } & ModuleParts<unknown>;
