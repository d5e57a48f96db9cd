import {
  Alert,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SurveyType, type SurveyDefinition } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { useSurvey } from '../api/get-survey.ts';
import { useSaveSurvey } from '../api/save-survey.ts';
import { toSurveyQuestions, unansweredQuestions, type SurveyAnswers } from '../lib/survey-data.ts';

type Question = SurveyDefinition['questions'][number];

/** /surveycontainer: the waitlist survey of SPEC section 3, for any signed-in user. */
export function SurveyPage() {
  const { t } = useTranslation('child-enrolment');
  const survey = useSurvey();
  if (survey.isError) return <LoadError onRetry={() => void survey.refetch()} />;
  if (!survey.data) return <LoadingState />;
  return (
    <>
      <PageHeader title={t('survey.title')} intro={t('survey.intro')} />
      <SurveyForm definition={survey.data} />
    </>
  );
}

function SurveyForm({ definition }: { definition: SurveyDefinition }) {
  const { t, i18n } = useTranslation('child-enrolment');
  const save = useSaveSurvey();
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  // The server's texts are the English fallback; the catalogue translates each question and option by its key.
  const text = (key: string, fallback: string) => (i18n.exists(`child-enrolment:${key}`) ? t(key as never) : fallback);
  const set = (key: string, value: string | string[]) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setMissing((current) => current.filter((item) => item !== key));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const unanswered = unansweredQuestions(definition, answers);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      document.getElementById(`question-${unanswered[0]}`)?.focus();
      return;
    }
    try {
      const questions = toSurveyQuestions(definition, answers);
      await save.mutateAsync({ type: SurveyType.Waitlist, surveyData: JSON.stringify(questions) });
      setStatus('saved');
    } catch (error) {
      if (!(isApiError(error) && error.handled)) setStatus('failed');
    }
  };

  if (status === 'saved')
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success">{t('survey.saved')}</Alert>
        <Button component={RouterLink} to="/app/home" variant="contained">
          {t('details.back')}
        </Button>
      </Stack>
    );

  const field = (question: Question) => {
    const id = `question-${question.key}`;
    const label = text(`survey.questions.${question.key}.text`, question.text);
    const error = missing.includes(question.key);
    const helper = error ? t('survey.required') : question.required ? undefined : t('survey.optional');
    const optionLabel = (key: string, fallback: string) =>
      text(`survey.questions.${question.key}.options.${key}`, fallback);
    if (question.inputType === 'radio' || question.inputType === 'checkbox') {
      const chosen = answers[question.key];
      return (
        <FormControl key={question.key} component="fieldset" error={error} required={question.required}>
          <FormLabel component="legend" id={`${id}-label`}>
            {label}
          </FormLabel>
          {question.inputType === 'radio' ? (
            <RadioGroup
              aria-labelledby={`${id}-label`}
              value={typeof chosen === 'string' ? chosen : ''}
              onChange={(event) => set(question.key, event.target.value)}
            >
              {question.options.map((option, index) => (
                <FormControlLabel
                  key={option.key}
                  value={option.key}
                  control={<Radio slotProps={{ input: { id: index === 0 ? id : undefined } }} />}
                  label={optionLabel(option.key, option.text)}
                />
              ))}
            </RadioGroup>
          ) : (
            <FormGroup>
              {question.options.map((option, index) => {
                const list = Array.isArray(chosen) ? chosen : [];
                return (
                  <FormControlLabel
                    key={option.key}
                    label={optionLabel(option.key, option.text)}
                    control={
                      <Checkbox
                        slotProps={{ input: { id: index === 0 ? id : undefined } }}
                        checked={list.includes(option.key)}
                        onChange={(event) =>
                          set(
                            question.key,
                            event.target.checked ? [...list, option.key] : list.filter((key) => key !== option.key),
                          )
                        }
                      />
                    }
                  />
                );
              })}
            </FormGroup>
          )}
          {helper && <FormHelperText>{helper}</FormHelperText>}
        </FormControl>
      );
    }
    const value = answers[question.key];
    return (
      <TextField
        key={question.key}
        id={id}
        label={label}
        type={question.inputType}
        required={question.required}
        multiline={question.inputType === 'text'}
        minRows={question.inputType === 'text' ? 2 : undefined}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => set(question.key, event.target.value)}
        error={error}
        helperText={helper}
        slotProps={{
          inputLabel: question.inputType === 'date' ? { shrink: true } : undefined,
          htmlInput: question.inputType === 'number' ? { min: 1, max: 7 } : undefined,
        }}
      />
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        component="form"
        noValidate
        spacing={3}
        onSubmit={(event) => void onSubmit(event)}
        aria-label={t('survey.title')}
      >
        {status === 'failed' && <Alert severity="error">{t('survey.saveFailed')}</Alert>}
        {definition.questions.map(field)}
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: { sm: 'flex-start' } }}>
          {save.isPending ? t('survey.submitting') : t('survey.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
