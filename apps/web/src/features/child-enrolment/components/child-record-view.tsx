import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ChildRecord, EnrollmentProgress, InitialDataResponse } from '@kinderly/shared';
import { deviceLocationKey } from '../lib/device-locations.ts';
import { stepNumberOf, type WizardSlug } from '../lib/enrolment-steps.ts';
import { formatIsoDate } from '../lib/format.ts';
import { RecordFileList } from './open-record-button.tsx';
import { EntryList, RecordSection, type Entry } from './record-section.tsx';

type ChildRecordViewProps = {
  record: ChildRecord;
  reference: InitialDataResponse;
  progress?: EnrollmentProgress | null;
  /** Where each section's Edit link goes; no links when absent (the printed record). */
  editHref?: (slug: WizardSlug) => string;
};

/** The whole enrolment record, step by step, as a provider will read it. */
export function ChildRecordView({ record, reference, progress, editHref }: ChildRecordViewProps) {
  const { t, i18n } = useTranslation('child-enrolment');
  const date = (value: string) => (value ? formatIsoDate(value, i18n.language) : '');
  const yesNo = (value: boolean) => (value ? t('record.yes') : t('record.no'));
  const skipped = (slug: WizardSlug) => progress?.skippedSteps.includes(stepNumberOf(slug)) ?? false;
  const section = (slug: WizardSlug) => ({
    title: t(`steps.${slug}`),
    editHref: editHref?.(slug),
    skipped: skipped(slug),
  });
  const { child } = record;
  const languages = child.childLanguages
    .map((id) => reference.languages.find((language) => language.id === id)?.name)
    .filter(Boolean)
    .join(', ');
  const address = child.homeAddressSameAsParent
    ? t('record.sameAsParent')
    : child.childAddress &&
      `${child.childAddress.street}\n${child.childAddress.city} ${child.childAddress.province} ${child.childAddress.postalCode}`;
  const people = (list: { firstName: string; lastName: string; relationship: string; phone: string }[]): Entry[] =>
    list.map((person, index) => [
      `${index + 1}. ${person.firstName} ${person.lastName}`,
      `${person.relationship} · ${person.phone}`,
    ]);

  const school = record.schoolArrangement;
  const custody = record.custodyArrangement;
  const health = record.healthInfo;
  const allergy = record.allergyInfo;
  const feeding = record.feedingArrangement;
  const physical = record.physicalRequirements;
  const sleep = record.sleepArrangement;
  const doses = record.vaccination.childrenVaccinationDates.filter((item) => item.doseDates.length > 0);

  return (
    <Stack spacing={2}>
      <RecordSection {...section('child-info')}>
        <EntryList
          entries={[
            [t('childInfo.fullName'), `${child.firstName} ${child.lastName}`],
            [t('childInfo.preferredName'), child.prefferedName],
            [t('childInfo.dateOfBirth'), `${date(child.dateOfBirth)} (${t('record.age', { count: child.age })})`],
            [t('childInfo.languages'), languages],
            [t('childInfo.addressSection'), address],
            [t('childInfo.subsidy'), yesNo(child.subsidy)],
            [t('childInfo.specialNeeds'), yesNo(child.specialNeeds)],
          ]}
        />
      </RecordSection>
      <RecordSection {...section('school-arrangement')}>
        <EntryList
          entries={
            school?.attendsSchool
              ? [
                  [t('school.schoolName'), `${school.schoolName}${school.grade ? ` (${school.grade})` : ''}`],
                  [t('school.schoolAddress'), school.schoolAddress],
                  [
                    t('school.schoolDays'),
                    school.schoolDays.map((day) => t(`weekdays.${day}` as 'weekdays.1')).join(', '),
                  ],
                  [t('school.dropOffTime'), school.dropOffTime],
                  [t('school.pickUpTime'), school.pickUpTime],
                  [t('school.transportation'), t(`school.transportOptions.${school.transportation}`)],
                  [t('common.notes'), school.notes],
                ]
              : [[t('school.attendsSchool'), school ? t('record.no') : '']]
          }
        />
      </RecordSection>
      <RecordSection {...section('custody-arrangement')}>
        <EntryList
          entries={[
            [t('custody.custodyType'), custody ? t(`custody.types.${custody.custodyType}`) : ''],
            [t('custody.hasCourtOrder'), custody ? yesNo(custody.hasCourtOrder) : ''],
            [t('custody.courtOrderDetails'), custody?.courtOrderDetails],
            [
              t('custody.restrictedSection'),
              custody?.restrictedPersons
                .map((person) => [person.fullName, person.relationship, person.description].filter(Boolean).join(' · '))
                .join('\n'),
            ],
            [t('common.notes'), custody?.notes],
          ]}
        />
      </RecordSection>
      <RecordSection {...section('emergency-contacts')}>
        {record.emergencyContacts.length > 0 ? (
          <EntryList entries={people(record.emergencyContacts)} />
        ) : (
          <Typography color="text.secondary">{t('record.notGiven')}</Typography>
        )}
      </RecordSection>
      <RecordSection {...section('pickup-persons')}>
        {record.pickupPersons.length > 0 ? (
          <EntryList entries={people(record.pickupPersons)} />
        ) : (
          <Typography color="text.secondary">{t('pickupPersons.none')}</Typography>
        )}
      </RecordSection>
      <RecordSection {...section('immunization')}>
        <EntryList
          entries={[
            ...doses.map((item): Entry => [item.vaccineName, item.doseDates.map((value) => date(value)).join(', ')]),
            [t('immunization.hasExemption'), yesNo(record.vaccination.hasExemption)],
            [t('immunization.exemptionReason'), record.vaccination.exemptionReason],
            [
              t('immunization.recordsLabel'),
              record.vaccination.vaccinationRecords.length > 0 ? (
                <RecordFileList files={record.vaccination.vaccinationRecords} />
              ) : (
                ''
              ),
            ],
          ]}
        />
      </RecordSection>
      <RecordSection {...section('health-info')}>
        <EntryList
          entries={[
            [
              t('health.familyDoctorName'),
              [health?.familyDoctorName, health?.familyDoctorPhone].filter(Boolean).join(' · '),
            ],
            [t('health.chosenDiseases'), health?.diseases.map((disease) => disease.name).join(', ')],
            [t('health.otherMedicalConditions'), health?.otherMedicalConditions],
            [t('health.stepsToReduceRisk'), health?.stepsToReduceRiskOfMedicalCondition],
            [t('health.medicalDevices'), health?.medicalDevices],
            [
              t('health.devicesLocations'),
              health?.medicalDevicesLocations
                .map((place) => {
                  const key = deviceLocationKey(place);
                  return key ? t(`health.locations.${key}`) : place;
                })
                .join(', '),
            ],
            [t('health.requiresAdditionalSupport'), health ? yesNo(health.requiresAdditionalSupport) : ''],
            [t('health.supports'), health?.supportsAvailableToTheChild],
            [t('health.signsOfReaction'), health?.signsAndSymptomsOfAllergicReaction],
            [t('health.procedureIfReaction'), health?.procedureIfAllergicReaction],
            [t('health.procedureEvacuation'), health?.procedureDuringEvacuation],
            [t('health.procedureFieldTrips'), health?.procedureDuringFieldTrips],
            [t('health.additionalInfo'), health?.additionalMedicaConditionInfo],
          ]}
        />
      </RecordSection>
      <RecordSection {...section('allergy')}>
        <EntryList
          entries={[
            ...allergy.childAllergyInfo.map((item): Entry => [
              item.allergen.name,
              [t(`allergy.severities.${item.severity}`), item.reaction, item.treatment].filter(Boolean).join(' · '),
            ]),
            [t('allergy.lifeThreatening'), yesNo(allergy.hasLifeThretheningAllergy)],
            [t('allergy.autoInjectorLocation'), allergy.hasEpinephrineAutoInjector ? allergy.autoInjectorLocation : ''],
            [t('allergy.anaphylaxisProcedure'), allergy.anaphylaxisProcedure],
            [t('allergy.details'), allergy.allergyDetails],
          ]}
        />
      </RecordSection>
      <RecordSection {...section('skin-products')}>
        <EntryList
          entries={record.skinProducts.map((item): Entry => [
            [t(`skin.types.${item.productType}`), item.productName].filter(Boolean).join(' · '),
            [
              item.permitted ? t('skin.permittedYes') : t('skin.permittedNo'),
              t(`skin.providers.${item.providedBy}`),
              item.instructions,
            ]
              .filter(Boolean)
              .join(' · '),
          ])}
        />
      </RecordSection>
      <RecordSection {...section('feeding-arrangement')}>
        <EntryList
          entries={[
            [t('feeding.feedingType'), feeding ? t(`feeding.types.${feeding.feedingType}`) : ''],
            [t('feeding.formulaName'), feeding?.formulaName],
            [
              t('feeding.perDay'),
              feeding &&
                [
                  t('feeding.bottles', { count: feeding.bottlesPerDay }),
                  t('feeding.meals', { count: feeding.mealsPerDay }),
                  t('feeding.snacks', { count: feeding.snacksPerDay }),
                ].join(', '),
            ],
            [t('feeding.timesSection'), feeding?.feedingTimes.join(', ')],
            [t('feeding.dietType'), feeding ? t(`feeding.diets.${feeding.dietType}`) : ''],
            [t('feeding.foodsToAvoid'), feeding?.foodsToAvoid],
            [t('feeding.eatsIndependently'), feeding ? yesNo(feeding.eatsIndependently) : ''],
            [t('feeding.instructions'), feeding?.instructions],
          ]}
        />
      </RecordSection>
      <RecordSection {...section('physical-requirements')}>
        <EntryList
          entries={[
            [t('physical.toiletingStage'), physical ? t(`physical.stages.${physical.toiletingStage}`) : ''],
            [t('physical.usesMobilityAid'), physical ? yesNo(physical.usesMobilityAid) : ''],
            [t('physical.mobilityAidDetails'), physical?.mobilityAidDetails],
            [t('physical.physicalLimitations'), physical?.physicalLimitations],
            [t('physical.activityRestrictions'), physical?.activityRestrictions],
            [t('physical.assistanceNeeded'), physical?.assistanceNeeded],
          ]}
        />
      </RecordSection>
      <RecordSection {...section('sleep-arrangements')}>
        <EntryList
          entries={[
            [t('sleep.napsPerDay'), sleep ? String(sleep.napsPerDay) : ''],
            [t('sleep.sleepDuration'), sleep ? t('record.minutes', { count: sleep.sleepDuration }) : ''],
            [
              t('sleep.napTimesSection'),
              sleep?.childNapTimes.map((nap) => `${nap.startTime}–${nap.endTime}`).join(', '),
            ],
            [t('sleep.visualChecks'), sleep?.visualChecksPrefferences],
            [t('sleep.specialRequirements'), sleep?.specialRequirements],
          ]}
        />
      </RecordSection>
      <RecordSection {...section('additional-emergency-info')}>
        <EntryList entries={[[t('additional.emergencyLabel'), child.additionalEmergencyInfo]]} />
      </RecordSection>
      <RecordSection {...section('additional-info')}>
        <EntryList entries={[[t('additional.infoLabel'), record.additionalInfo]]} />
      </RecordSection>
    </Stack>
  );
}
