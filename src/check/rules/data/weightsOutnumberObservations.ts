import { observationsOf, seriesName } from '../../../facts/observations.js';
import type { Rule } from '../../rule.js';

/**
 * RV460: more weights series than observed series. CModel::InitializeObservations replaces Raven's list of
 * weights by a list of one slot per observed series (each slot the weights paired with that series), but keeps
 * the count of weights series; when Raven exits, ~CModel deletes that many slots. The slots past the end of the
 * list are whatever the heap holds there, and deleting them crashes Raven (segmentation fault) after it has
 * written "SIMULATION COMPLETE".
 *
 * What lies past the list follows from glibc's allocator (Raven 4.12.1 on Linux): a list of K pointers takes a
 * chunk of max(32, 8K + 8 rounded up to 16) bytes, 8 of them the chunk's header, so the chunk holds
 * `slotsOf(K)` pointers and the one after them is the next chunk's size, never zero: deleting it crashes. The
 * slots inside the chunk past the list hold what the chunk held before; the second slot of a 32-byte chunk is
 * glibc's tcache key, which glibc clears on allocation. Measured on the corpus models: every reach past the
 * chunk crashed; K = 1 with 2 weights series never did; the other slots inside the chunk crashed on some
 * models and not on others (a warning): with no observed series (K = 0, a 32-byte chunk), 1 to 3 weights
 * series crashed Alouette and Revelstoke and not Coquitlam.
 */
export const weightsOutnumberObservations: Rule = {
  code: 'RV460',
  name: 'weights-outnumber-observations',
  category: 'time-and-data',
  severity: 'error',
  docs: {
    summary:
      'A model has no more `:ObservationWeights`/`:IrregularWeights` series than observed series (`:ObservationData`/`:IrregularObservations`), counting those Raven keeps.',
    why: `Raven 4.12 keeps one weights slot per observed series but, when it exits, deletes one entry per weights series it read: the entries past the end of the shorter list are not weights, and Raven crashes (segmentation fault, exit status 139) after writing "SIMULATION COMPLETE". Its outputs are written, but a calibration or a script that checks the exit status sees a failed run. What it reads there follows from the Linux C library's allocator: with more weights series than the memory block of the observed list holds (3 for 0 to 3 observed series; for more, the count when it is odd, the count plus one when it is even), Raven reads the header of the next block, and it crashed on every corpus model tried (an error); with fewer, it reads what the block held before and crashed on some models and not on others (a warning), except 2 weights series for 1 observed series, where the slot read is one the allocator clears (rvkit says nothing but the warning of RV429 about the unmatched weights). Built with another allocator (Windows), Raven reads other memory there: any excess may crash.`,
    fix: 'Remove the weights series that weigh no observed series (rvkit warns about each one, RV429), or add the observations they belong to.',
    source:
      'ModelInitialize.cpp CModel::InitializeObservations (the weights list replaced), Model.cpp CModel::~CModel (deleted by the old count)',
    example: {
      fileType: 'rvt',
      bad: ':ObservationWeights HYDROGRAPH 1\n  2000-01-01 00:00:00 1.0 3\n  1 0 1\n:EndObservationWeights',
      good: ':ObservationData HYDROGRAPH 1 m3/s\n  2000-01-01 00:00:00 1.0 3\n  1.0 2.0 3.0\n:EndObservationData\n:ObservationWeights HYDROGRAPH 1\n  2000-01-01 00:00:00 1.0 3\n  1 0 1\n:EndObservationWeights',
    },
  },
  ownWarning:
    'A few more weights series than observed series, where the memory Raven reads past its list lies in the same heap block: it may crash, depending on what the block held before.',
  check({ model, report }) {
    const kept = observationsOf(model).filter((s) => s.kept);
    const observed = kept.filter((s) => s.role === 'data').length;
    const weights = kept.filter((s) => s.role === 'weights');
    if (weights.length <= observed) return;
    // The first weights series past the observed count is where the deletion runs past the list.
    const certain = weights.length > slotsOf(observed);
    // The tcache key, cleared by glibc: deleting NULL does nothing.
    if (observed === 1 && weights.length === 2) return;
    const at = seriesName(weights[observed]).site;
    const counts = `${weights.length} weights series, ${observed} observed series`;
    report({
      at,
      ...(certain ? {} : { severity: 'warning' as const, own: true as const }),
      message: certain
        ? `${counts}: when it exits Raven 4.12 deletes one weights slot per series read, from a list of one slot per observed series, and crashes (segmentation fault) after SIMULATION COMPLETE; remove the weights that weigh no observed series`
        : `${counts}: when it exits Raven 4.12 deletes weights slots past the end of its list (one per observed series) and may crash (segmentation fault) after SIMULATION COMPLETE, depending on what memory holds there; remove the weights that weigh no observed series`,
    });
  },
};

/** The pointers glibc's chunk for a list of `k` pointers holds (its usable bytes over 8). */
function slotsOf(k: number): number {
  const chunk = Math.max(32, Math.ceil((8 * k + 8) / 16) * 16);
  return (chunk - 8) / 8;
}
