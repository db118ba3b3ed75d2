import { defineProperties, OWNER_PROPERTY, systemProperties } from './define-properties.js';

/** The stages of HubSpot's default "Sales Pipeline", with their win probabilities. */
export const DEAL_STAGES = [
  { id: 'appointmentscheduled', label: 'Appointment Scheduled', probability: '0.2', isClosed: false },
  { id: 'qualifiedtobuy', label: 'Qualified To Buy', probability: '0.4', isClosed: false },
  { id: 'presentationscheduled', label: 'Presentation Scheduled', probability: '0.6', isClosed: false },
  { id: 'decisionmakerboughtin', label: 'Decision Maker Bought-In', probability: '0.8', isClosed: false },
  { id: 'contractsent', label: 'Contract Sent', probability: '0.9', isClosed: false },
  { id: 'closedwon', label: 'Closed Won', probability: '1.0', isClosed: true },
  { id: 'closedlost', label: 'Closed Lost', probability: '0.0', isClosed: true },
] as const;

/** HubSpot-defined deal properties, then a few custom ones a sales team typically adds (what AI can fill). */
export const DEAL_PROPERTIES = defineProperties({
  groupName: 'dealinformation',
  specs: [
    ...systemProperties({ created: 'createdate', modified: 'hs_lastmodifieddate' }),
    {
      name: 'dealname',
      label: 'Deal Name',
      description: 'The name given to this deal.',
      type: 'string',
      fieldType: 'text',
    },
    {
      name: 'amount',
      label: 'Amount',
      description: 'The total amount of the deal',
      type: 'number',
      fieldType: 'number',
      isCurrency: true,
    },
    {
      name: 'dealstage',
      label: 'Deal Stage',
      description:
        'The stage of the deal. Deal stages allow you to categorize and track the progress of the deals that you are working on.',
      type: 'enumeration',
      fieldType: 'radio',
      options: DEAL_STAGES.map((stage) => [stage.id, stage.label] as const),
    },
    {
      name: 'pipeline',
      label: 'Pipeline',
      description: 'The pipeline the deal is in. This determines which stages are options for the deal.',
      type: 'enumeration',
      fieldType: 'select',
      options: [['default', 'Sales Pipeline']],
    },
    {
      name: 'closedate',
      label: 'Close Date',
      description: 'Date the deal was closed. Set automatically by HubSpot.',
      type: 'datetime',
      fieldType: 'date',
    },
    {
      name: 'dealtype',
      label: 'Deal Type',
      description:
        'The type of deal. By default, categorize your deal as either New Business or Existing Business.',
      type: 'enumeration',
      fieldType: 'radio',
      options: [
        ['newbusiness', 'New Business'],
        ['existingbusiness', 'Existing Business'],
      ],
    },
    {
      name: 'description',
      label: 'Deal Description',
      description: 'Description of the deal',
      type: 'string',
      fieldType: 'textarea',
    },
    {
      name: 'hs_priority',
      label: 'Priority',
      description: 'The priority of the deal',
      type: 'enumeration',
      fieldType: 'select',
      options: [
        ['low', 'Low'],
        ['medium', 'Medium'],
        ['high', 'High'],
      ],
    },
    {
      name: 'hs_next_step',
      label: 'Next Step',
      description: 'A short description of the next step for the deal',
      type: 'string',
      fieldType: 'textarea',
    },
    { ...OWNER_PROPERTY, label: 'Deal owner' },
    {
      name: 'pain_points',
      label: 'Pain Points',
      description: 'The problems the customer wants solved, in their words.',
      type: 'string',
      fieldType: 'textarea',
      isCustom: true,
      groupName: 'deal_qualification',
    },
    {
      name: 'competitors',
      label: 'Competitors',
      description: 'Other vendors the customer is evaluating.',
      type: 'string',
      fieldType: 'textarea',
      isCustom: true,
      groupName: 'deal_qualification',
    },
    {
      name: 'budget_confirmed',
      label: 'Budget Confirmed',
      description: 'Whether the customer has confirmed a budget for this purchase.',
      type: 'bool',
      fieldType: 'booleancheckbox',
      options: [
        ['true', 'Yes'],
        ['false', 'No'],
      ],
      isCustom: true,
      groupName: 'deal_qualification',
    },
    {
      name: 'decision_timeline',
      label: 'Decision Timeline',
      description: 'When the customer expects to decide.',
      type: 'enumeration',
      fieldType: 'select',
      options: [
        ['this_month', 'This month'],
        ['this_quarter', 'This quarter'],
        ['next_quarter', 'Next quarter'],
        ['later', 'Later'],
        ['unknown', 'Unknown'],
      ],
      isCustom: true,
      groupName: 'deal_qualification',
    },
  ],
});
