/** Processes that move water between named stores: flush, overflow, split, exchange, lateral moves. */
import { lu, soil } from '../types.js';
import type { ProcessRule } from './rule.js';

/** The engine gives these classes an empty GetParticipatingParamList (HydroProcessABC.h, GWSWProcesses.h). */
const EMPTY_BODY = { file: 'HydroProcessABC.h', fn: 'GetParticipatingParamList (empty body)' };

/** Water-moving processes between named stores. */
export const TRANSFER_PROCESSES: readonly ProcessRule[] = [
  { command: ':Flush', source: EMPTY_BODY, repeatsPrevious: true, addsArgs: [1, 2] },
  { command: ':Overflow', source: EMPTY_BODY, repeatsPrevious: true, addsArgs: [1, 2] },
  { command: ':Split', minArgs: 5, source: EMPTY_BODY, repeatsPrevious: true, addsArgs: [1, 2, 3] },
  {
    command: ':Drain',
    minArgs: 1,
    source: { file: 'Drain.cpp', fn: 'CGWDrain::GetParticipatingParamList (empty body)' },
    repeatsPrevious: true,
    addsArgs: [2],
  },
  {
    command: ':ExchangeFlow',
    source: { file: 'Flush.cpp', fn: 'CmvExchangeFlow::GetParticipatingParamList' },
    params: [soil('EXCHANGE_FLOW')],
    addsArgs: [1, 2],
  },
  {
    command: ':LateralFlush',
    minArgs: 6,
    source: { file: 'LatFlush.cpp', fn: 'CmvLatFlush::GetParticipatingParamList' },
    params: [],
    addsArgs: [2, 5],
  },
  {
    // The same class as :LateralFlush, built as a diversion: it needs the diverted fraction.
    command: ':LateralDivert',
    minArgs: 6,
    source: { file: 'LatFlush.cpp', fn: 'CmvLatFlush::GetParticipatingParamList' },
    params: [lu('DIVERT_FRACT')],
    addsArgs: [2, 5],
  },
  {
    command: ':LateralEquilibrate',
    minArgs: 4,
    source: { file: 'LatEquilibrate.cpp', fn: 'CmvLatEquilibrate::GetParticipatingParamList' },
    params: [],
    addsArgs: [2],
  },
];
