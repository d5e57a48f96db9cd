import { useQuery } from '@tanstack/react-query';
import { API_PATHS, ProgramStatementSchema } from '@kinderly/shared';
import { readStep, stepQueryOptions } from './step-api.ts';

const PATH = API_PATHS.childcareProvider.getProgramStatement;

/** GET getProgramStatement (step program-statement): null until the step is first saved. */
export const getProgramStatement = (signal?: AbortSignal) => readStep(PATH, ProgramStatementSchema, signal);
export const programStatementQueryOptions = () => stepQueryOptions('program-statement', PATH, ProgramStatementSchema);
export const useProgramStatement = () => useQuery(programStatementQueryOptions());
