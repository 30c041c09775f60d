// Urdu for the network part of issue 39 (agency networks, quotes, brand): its exact messages and its patterns, gathered
// by messages-ur-partner.data.ts (messages-ur.ts is at its size bar).

export const NETWORK_EXACT_UR: Record<string, string> = {
  'A sub-agency’s credit limit is given by its master agency: change the master’s line instead': 'سب ایجنسی کی کریڈٹ حد اس کی ماسٹر ایجنسی دیتی ہے: اس کے بجائے ماسٹر کی لائن تبدیل کریں',
  'A sub-agency cannot have sub-agents of its own': 'سب ایجنسی کے اپنے سب ایجنٹ نہیں ہو سکتے',
  'Not enough credit to give': 'دینے کے لیے کافی کریڈٹ نہیں',
  'The credit limit cannot be lower than what the sub-agent already owes': 'کریڈٹ کی حد اس رقم سے کم نہیں ہو سکتی جو سب ایجنٹ پہلے ہی واجب الادا ہے',
  'Your master agency’s credit line does not cover this payment': 'آپ کی ماسٹر ایجنسی کی کریڈٹ لائن اس ادائیگی کے لیے کافی نہیں',
  'Your agency is suspended by its master agency': 'آپ کی ایجنسی کو اس کی ماسٹر ایجنسی نے معطل کر دیا ہے',
  'Sub-agent not found': 'سب ایجنٹ نہیں ملا',
  'An agency can have at most 200 sub-agents': 'ایک ایجنسی کے زیادہ سے زیادہ 200 سب ایجنٹ ہو سکتے ہیں',
  'Agency name is required': 'ایجنسی کا نام ضروری ہے',
  'Agency name must be at most 120 characters': 'ایجنسی کا نام زیادہ سے زیادہ 120 حروف کا ہو سکتا ہے',
  'Status must be one of invited, active, suspended': 'اسٹیٹس invited، active یا suspended میں سے ایک ہونا چاہیے',
  'A sub-agent becomes active by accepting its invitation: its status can only be active or suspended after that':
    'سب ایجنٹ اپنی دعوت قبول کر کے فعال ہوتا ہے، اس کے بعد اس کا اسٹیٹس صرف active یا suspended ہو سکتا ہے',
  'Markups for a sub-agent can be set once it has accepted its invitation': 'سب ایجنٹ کے مارک اپ اس کے دعوت قبول کرنے کے بعد مقرر کیے جا سکتے ہیں',
  'Markups must be a list of {productType, kind, value}': 'مارک اپ {productType، kind، value} کی فہرست ہونے چاہییں',
};

export const NETWORK_PATTERNS_UR: Array<[RegExp, (m: RegExpExecArray) => string]> = [];
