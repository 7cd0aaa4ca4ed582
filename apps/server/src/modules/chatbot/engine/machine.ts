import { TEXT } from './copy';
import { isRestart } from './parse';
import { CONTACT_STEPS } from './steps/contact';
import { INQUIRY_STEPS } from './steps/inquiry';
import { finishConversation, OPENING_STEPS } from './steps/opening';
import { REPORT_STEPS } from './steps/report';
import { SEARCH_STEPS } from './steps/search';
import { SUPPORT_STEPS } from './steps/support';
import { VISIT_STEPS } from './steps/visit';
import {
  STEP_NAMES,
  type EngineEnv,
  type EngineInput,
  type EngineReply,
  type MachineState,
  type Outcome,
  type StepDef,
  type StepName,
  type Transition,
} from './types';

/**
 * The Property Assistant's state machine (server.md §6):
 *   advance(state, input, env) → the next state and the reply, or a lookup to run first.
 * Pure: no I/O, no clock (today comes in `env`). The service persists what it returns.
 */

const STEPS = {
  ...OPENING_STEPS,
  ...SEARCH_STEPS,
  ...INQUIRY_STEPS,
  ...VISIT_STEPS,
  ...SUPPORT_STEPS,
  ...CONTACT_STEPS,
  ...REPORT_STEPS,
} as Record<StepName, StepDef>;

// Every named state has a definition; a missing one is a programming error caught at load.
for (const name of STEP_NAMES) {
  if (!STEPS[name]) throw new Error(`chatbot: no definition for step ${name}`);
}

export function isStepName(value: string): value is StepName {
  return (STEP_NAMES as readonly string[]).includes(value);
}

export function initialState(): MachineState {
  return { step: 'welcome', stepNumber: 0, flow: null, context: {} };
}

function render(
  state: MachineState,
  env: EngineEnv,
  extra: { notice?: string; inputType?: EngineReply['input_type']; restart?: boolean; links?: EngineReply['links'] },
): EngineReply {
  const prompt = STEPS[state.step].render(state, env);
  const question = extra.notice ? `${extra.notice}\n\n${prompt.question}` : prompt.question;
  const completed = state.step === 'completed';
  const reply: EngineReply = {
    question,
    options: prompt.options ?? [],
    input_type: extra.inputType ?? prompt.input_type,
    step_number: state.stepNumber,
    flow_type: state.flow,
    step: state.step,
    is_final: completed,
    conversation_completed: completed,
    contact_submitted: Boolean(state.context.contact_submitted),
  };
  if (prompt.properties) reply.properties = prompt.properties;
  if (prompt.additional_options?.length) reply.additional_options = prompt.additional_options;
  if (prompt.booking_options) reply.booking_options = prompt.booking_options;
  if (prompt.search_keyword) reply.search_keyword = prompt.search_keyword;
  if (prompt.selected_property_id) reply.selected_property_id = prompt.selected_property_id;
  const links = [...(extra.links ?? []), ...(prompt.links ?? [])];
  if (links.length) reply.links = links;
  if (extra.restart) reply.restart = true;
  if (completed) {
    reply.completion_message = prompt.question;
    reply.escalated = Boolean(state.context.escalated);
  }
  return reply;
}

/** Applies a step's decision: a re-ask, a lookup to run, or a move to the next step. */
function apply(state: MachineState, t: Transition, env: EngineEnv): Outcome {
  if ('reask' in t) {
    const next = { ...state, context: t.context ?? state.context };
    return { kind: 'reply', state: next, reply: render(next, env, { notice: t.reask }), effects: [], reasked: true };
  }
  if ('lookup' in t) {
    const flow = t.flow === undefined ? state.flow : t.flow;
    return { kind: 'lookup', state: { ...state, step: t.then, flow, context: t.context }, lookup: t.lookup, effects: [] };
  }
  const next: MachineState = {
    step: t.to,
    stepNumber: t.to === 'welcome' ? 0 : state.stepNumber + 1,
    flow: t.to === 'welcome' ? null : t.flow === undefined ? state.flow : t.flow,
    context: t.context,
  };
  // A step that shows the chosen property cannot run without one (e.g. a stale context).
  if (STEPS[next.step].requiresProperty && !next.context.property) {
    return restart(env, TEXT.lostTrack);
  }
  const reply = render(next, env, { notice: t.notice, inputType: t.inputType, restart: t.restart, links: t.links });
  return { kind: 'reply', state: next, reply, effects: t.effects ?? [], reasked: false };
}

function restart(env: EngineEnv, notice: string): Outcome {
  const next = initialState();
  return { kind: 'reply', state: next, reply: render(next, env, { notice, restart: true }), effects: [], reasked: false };
}

export function advance(state: MachineState, input: EngineInput, env: EngineEnv): Outcome {
  if (state.step === 'completed' && input.kind !== 'start') return { kind: 'closed', state };
  if (!isStepName(state.step)) return restart(env, TEXT.lostTrack);
  const def = STEPS[state.step];

  switch (input.kind) {
    case 'start':
      return { kind: 'reply', state, reply: render(state, env, {}), effects: [], reasked: false };
    case 'answer':
      if (isRestart(input.text)) return restart(env, TEXT.welcomeAgain);
      if (!def.answer) return { kind: 'closed', state };
      return apply(state, def.answer(input.text, state, env), env);
    case 'lookup':
      if (!def.lookup) return restart(env, TEXT.lostTrack);
      return apply(state, def.lookup(input.result, state, env), env);
    case 'satisfaction':
      return apply(state, finishConversation(state, input.satisfied, input.feedback), env);
  }
}
