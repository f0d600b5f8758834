import { eventsRoutes } from '@kinwell/contracts';
import { type ProgressStore, deleteReflection as remove } from '@kinwell/core';
import * as z from 'zod';
import { defineRoute, jsonResponse } from '../../http';

const NoteId = z.uuid({ error: 'Invalid reflection id' });

export const deleteReflection = (progress: ProgressStore) =>
  defineRoute(eventsRoutes.deleteReflection, async ({ caller, pathParameters }) => {
    await remove(progress, caller.sub, NoteId.parse(pathParameters.noteId));
    return jsonResponse(200, { deleted: true });
  });
