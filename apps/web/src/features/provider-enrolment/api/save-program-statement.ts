import { API_PATHS, ProgramStatementSchema, type ProgramStatement } from '@kinderly/shared';
import { useStepMutation, writeStep } from './step-api.ts';

/** POST saveProgramStatement the first time, updateProgramStatement after (the server treats both as an upsert). */
export const saveProgramStatement = ({ body, exists }: { body: ProgramStatement; exists: boolean }) =>
  writeStep(
    {
      path: exists
        ? API_PATHS.childcareProvider.updateProgramStatement
        : API_PATHS.childcareProvider.saveProgramStatement,
      body,
    },
    ProgramStatementSchema,
  );

export const useSaveProgramStatement = () => useStepMutation('program-statement', saveProgramStatement);
