import { Type } from '@sinclair/typebox'
import { Defaulted, blockSchema } from '../define'
import { AnchorId, Button, sectionHeading, Text } from '../shared/fields'

export const CalculatorSchema = blockSchema(
  'calculator',
  {
    id: Defaulted(AnchorId, 'calculator'),
    ...sectionHeading,
    homeValueLabel: Defaulted(Text('Label of the home value input'), 'Estimated home value'),
    balanceLabel: Defaulted(
      Text('Label of the mortgage balance input'),
      'Current mortgage balance',
    ),
    ltvLabel: Defaulted(Text('Label of the loan-to-value slider'), 'Maximum loan-to-value (LTV)'),
    availableLabel: Defaulted(
      Text('Result label of the available equity'),
      'Available equity you could access',
    ),
    totalLabel: Defaulted(Text('Result label of the total equity'), 'Total home equity'),
    note: Defaulted(
      Text('Small print under the result'),
      'Estimate only. Actual amounts depend on appraisal, credit and lender terms.',
    ),
    resultPrompt: Defaulted(
      Text('Shown beside the fields (on wide screens) until the first estimate'),
      'Enter your home value and mortgage balance, then press Calculate to see how much equity you could access.',
    ),
    withoutScript: Defaulted(
      Text('Shown under the calculator when the browser runs no JavaScript; {phone} is the phone'),
      'The calculator needs JavaScript, which is off in this browser. Call {phone} and we will work out your equity with you.',
    ),
    cta: Type.Optional(Button),
  },
  {
    title: 'Home-equity calculator',
    description: 'Interactive estimate of total and available home equity',
  },
)
