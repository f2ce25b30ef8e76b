/**
 * Where each of Raven's warnings (grammar/ravenWarnings.ts) can come from, for the warnings rvkit check does not
 * predict (and for some it does): `input` — the model's text decides it (the condition, in the modeller's terms);
 * `run` — only what a run computes decides it (a state, a flux, a time step's numerical outcome); `environment`
 * — how Raven is built, started or where it writes decides it (lp_solve compiled in, command-line options,
 * BMI mode, an unwritable output directory), not the model; `unreachable` — Raven 4.12.1 never writes it (dead code, a test that cannot hold).
 * Read from Raven 4.12.1's sources, call by call (the warning's function and condition in the catalogue, and
 * its callers). test/check/ravenWarnings.test.ts holds that every warning is predicted by a rule or classified
 * here, and that no rule predicts a warning classified as anything but `input`. bench/oracle.ts counts them.
 */

/** Where a warning of Raven's can come from (see the file's comment). */
export type RavenWarningReach = 'input' | 'run' | 'environment' | 'unreachable';

/** How a warning of Raven's is reached, and the condition or reason in words. */
export interface RavenWarningClass {
  readonly reach: RavenWarningReach;
  /** For `input`, the condition in the model's terms; otherwise why the model's text cannot decide it. */
  readonly why: string;
}

const input = (why: string): RavenWarningClass => ({ reach: 'input', why });
const run = (why: string): RavenWarningClass => ({ reach: 'run', why });
const environment = (why: string): RavenWarningClass => ({ reach: 'environment', why });
const unreachable = (why: string): RavenWarningClass => ({ reach: 'unreachable', why });
/**
 * A warning of the management file (.rvm) that a Raven built with lp_solve writes (checked with the build of
 * scripts/install-engine-lpsolve.sh, "4.12 w/ netCDF w/ lp_solve"): the model's text decides it. The default
 * engine stops before any .rvm command (RV592 management-lp-solve says so).
 */
const lpSolveInput = (condition: string): RavenWarningClass =>
  input(`${condition} (.rvm, with :ApplyManagementOptimization; a Raven built with lp_solve writes it)`);

/** The class of each warning, by its id in grammar/ravenWarnings.ts. */
export const RAVEN_WARNING_REACH: Readonly<Record<string, RavenWarningClass>> = {
  'Assimilate#1': input(
    ':AssimilateStreamflow in the .rvi while no observed series is enabled for assimilation by :AssimilateStreamflow in the .rvt',
  ),
  'ChannelXSect#1': input(
    "a subbasin's reference flow (from :AvgAnnualRunoff and the drainage area, or Q_REFERENCE) above the largest flow of its :ChannelProfile's rating curve (its top stage)",
  ),
  'ConstituentModel#1': input(
    'an in-reach mass-flow (:Mout) row of the .rvc with another number of reach segments than the subbasin has',
  ),
  'ConstituentModel#2': input(
    "a lateral mass-inflow history (:Mlat) row of the .rvc whose length differs from the model's",
  ),
  'ConstituentModel#3': input(
    "a mass-inflow history (:Min) row of the .rvc whose length differs from the model's",
  ),
  'ControlStructures#1': unreachable(
    'COutflowRegime::CheckConditionsAndConstraints is never called in 4.12.1',
  ),
  'CustomOutput#1': input('a :CustomOutput file name ending in .nc while :WriteNetcdfFormat is not on'),
  'CustomOutput#2': input(
    'a :CustomOutput file name ending in .csv while the output format is ENSIM or NetCDF',
  ),
  'CustomOutput#3': environment(
    'the custom output file cannot be created (output directory missing or not writable)',
  ),
  'CustomOutput#5': input(':CustomOutput EVERY_NDAYS with :CustomOutputInterval absent or 1'),
  'CustomOutput#6': input(
    'a :CustomOutput flux variable (FROM/TO/BETWEEN form) naming a state variable the model does not have',
  ),
  'CustomOutput#7': input(
    'a :CustomOutput flux variable (FROM/TO/BETWEEN form) naming a state variable the model does not have',
  ),
  'CustomOutput#8': input(
    'a :CustomOutput BETWEEN flux whose first or last state variable the model does not have',
  ),
  'CustomOutput#9': input(
    'a :CustomOutput BETWEEN flux whose first or last state variable the model does not have',
  ),
  'CustomOutput#10': input(
    'a :CustomOutput variable that is neither a state variable of the model nor a forcing name',
  ),
  'CustomTable#1': environment(
    'the custom table file cannot be created (output directory missing or not writable)',
  ),
  'DemandExpressionHandling#1': lpSolveInput(
    'a history term of a management expression (!Q12[-1], !h, !I, $B, $E with a negative shift) on a subbasin :DisableSubBasinGroup disabled, or :DisableHRUGroup of all its HRUs (in an :Expression Raven then stops at the end of the .rvm; in an expression :Condition the condition is dropped)',
  ),
  'DemandExpressionHandling#2': lpSolveInput(
    'a !Q, !h or !I term of a management expression on a subbasin :DisableSubBasinGroup disabled, or :DisableHRUGroup of all its HRUs (in an :Expression Raven then stops at the end of the .rvm; in an expression :Condition the condition is dropped)',
  ),
  'DemandExpressionHandling#3': unreachable(
    'ConvertToExpressionTerm checks IsEnabled() just before, so only an enabled subbasin gets here, and _aSBIndices[p] is DOESNT_EXIST only for a subbasin disabled when CDemandOptimizer::Initialize ran (DemandOptimization.cpp: at the start of ParseManagementFile, after CModel::Initialize has done all disabling); nothing enables a subbasin again (CSubBasin::Enable has no caller in 4.12.1). A subbasin ID the model lacks stops Raven before ("invalid subbasin ID … in expression"), a disabled one is the "reference to disabled subbasin" warning above',
  ),
  'DemandExpressionHandling#4': lpSolveInput(
    'a management expression with a reservoir inflow term (!I) for a subbasin without :Reservoir (in an :Expression Raven then writes "Invalid expression" and stops at the end of the .rvm: "One or more faulty expressions")',
  ),
  'DemandExpressionHandling#5': lpSolveInput(
    'a management expression with a reservoir stage term (!h) for a subbasin without :Reservoir (in an :Expression Raven then stops at the end of the .rvm)',
  ),
  'DemandExpressionHandling#6': lpSolveInput(
    'a management expression (or an expression :Condition) with a !D/!C/!R/!d term naming no demand of the optimiser: none of the .rvt, or one of a subbasin :DisableSubBasinGroup disabled (in an :Expression Raven then stops at the end of the .rvm; in an expression :Condition the condition is dropped and the run goes on)',
  ),
  'DemandExpressionHandling#7': lpSolveInput(
    'a $B or $E term of a management expression on a subbasin :DisableSubBasinGroup disabled, or :DisableHRUGroup of all its HRUs (in an :Expression Raven then stops at the end of the .rvm)',
  ),
  'DemandExpressionHandling#8': unreachable(
    'ConvertToExpressionTerm checks IsEnabled() just before, so only an enabled subbasin gets here, and _aSBIndices[p] is DOESNT_EXIST only for a subbasin disabled when CDemandOptimizer::Initialize ran (DemandOptimization.cpp: at the start of ParseManagementFile, after CModel::Initialize has done all disabling); nothing enables a subbasin again (CSubBasin::Enable has no caller in 4.12.1). A subbasin ID the model lacks stops Raven before ("invalid subbasin ID … in expression"), a disabled one is the "reference to disabled subbasin" warning above',
  ),
  'DemandExpressionHandling#9': lpSolveInput(
    'a management expression with a $d term naming no demand of the .rvt (Raven then stops at the end of the .rvm)',
  ),
  'DemandExpressionHandling#10': lpSolveInput(
    'a ?-term of a management expression that no :NonlinearVariable above declares (in an :Expression Raven then stops at the end of the .rvm)',
  ),
  'DemandExpressionHandling#11': lpSolveInput(
    'a :Condition of the .rvm without expression (!Q12 IS_GREATER_THAN 5) on a subbasin :DisableSubBasinGroup disabled, or :DisableHRUGroup of all its HRUs: the condition is assumed true',
  ),
  'DemandExpressionHandling#12': lpSolveInput(
    'a :Condition of the .rvm without expression with !D/!C (or any ! letter but Q, h, I) naming no demand of the optimiser by the words after the letter (!D.Name looks for ".Name")',
  ),
  'DemandOptimization#1': lpSolveInput(
    'a :WorkflowVar row of the .rvc naming no workflow variable of the .rvm (:DefineWorkflowVariable, :WorkflowVarDefinition, :DeclareWorkflowVariable)',
  ),
  'DemandOptimization#2': lpSolveInput(':DemandIsUnrestricted naming an unknown or disabled demand'),
  'DemandOptimization#3': lpSolveInput(':DemandPenalty naming an unknown or disabled demand'),
  'DemandOptimization#4': lpSolveInput(':DemandResetDate naming an unknown or disabled demand'),
  'DemandOptimization#5': lpSolveInput(
    ':DecisionVariableBounds for a name no :DeclareDecisionVariable/:DefineDecisionVariable above declares',
  ),
  'DemandOptimization#6': run(
    'a management goal or constraint whose conditions never held on any time step of the run (known only at its end)',
  ),
  'DepressionProcesses#1': input(
    ":LakeRelease while the lake store's state variable index equals SURFACE_WATER's type code (Raven compares an index with a type: the lake store is normally another variable)",
  ),
  'Diagnostics#3': input(
    'DIAG_NASH_SUTCLIFFE_RUN[n] or DIAG_ABSERR_RUN[n] in :EvaluationMetrics with a width n below 2',
  ),
  'Diagnostics#4': input(
    'a running-average metric (…_RUN[n]) whose width is more than half the evaluated time steps',
  ),
  'Diagnostics#7': input(
    'DIAG_FUZZY_NASH over a period without weighted observations, or with every observation equal (zero variance)',
  ),
  'Diagnostics#13': input(
    'DIAG_NASH_SUTCLIFFE_RUN[n] or DIAG_ABSERR_RUN[n] in :EvaluationMetrics with a width n below 2',
  ),
  'Diagnostics#14': input(
    'a running-average metric (…_RUN[n]) whose width is more than half the evaluated time steps',
  ),
  'Diagnostics#36': input('an :EvaluationPeriod whose end date is not after its start date'),
  'EnKF#1': unreachable(
    "CEnKFEnsemble::Initialize warns when Options.assimilate_flow is on, but in EnKF mode ParseMainInputFile turns it off at its end (after ParseInput#136) and again where it creates the CEnKFEnsemble; only the .rvi's :AssimilateStreamflow and the run-info file's AssimilateStreamflow attribute (read during the .rvi, optionsonly) set it, and both come before",
  ),
  'EnKF#2': input(
    'an EnKF ensemble (.rve) together with :AssimilateReservoirStage (direct insertion) in the .rvi',
  ),
  'EnKF#3': input(
    'an EnKF ensemble in a hindcast mode with no observation flagged for assimilation in the assimilation window',
  ),
  'Gauge#2': input("a blank (-1.2345 or NaN) value in a gauge's PET series within the simulation"),
  'Gauge#4': input(
    'a parameter update of a gauge property CGauge does not know (an ensemble .rve parameter distribution, a live file .rvl, a FEWS parameter file)',
  ),
  'Gauge#5': input(
    'two series of the same forcing at one gauge (two :Data RAINFALL …, or a :Data and a :MultiData column): the later replaces the earlier',
  ),
  'Gauge#6': unreachable(
    'only CModel::ParamNameToParamClass calls CGauge::GetGaugeProperty, and only when the model has gauges; its one caller, ParseNetCDFParamFile (:FEWSParamInfoFile), runs right after the .rvh, before the .rvt creates any gauge (AddGauge is called only from ParseTimeSeriesFile)',
  ),
  'Gauge#7': input(
    'sub-daily temperature data whose first or last simulated day is not covered entirely (daily min/max/average from part of a day)',
  ),
  'GroundwaterModel#1': unreachable(
    "written only by a build with MODFLOW-USG (`#ifdef _MODFLOW_USG_`), which Raven 4.12.1's standard build does not define; the .rvg is read only for a coupled model",
  ),
  'HydroProcessABC#1': input(
    ':-->RedirectFlow naming a "to" state variable the process above it does not move water to',
  ),
  'LatFlush#1': input(
    'a :LateralFlush/:LateralDivert process whose source and recipient HRU groups have no pair of HRUs in one subbasin (or an empty group)',
  ),
  'LatFlush#2': input(
    'an HRU in both the source and the recipient HRU group of a :LateralFlush/:LateralDivert process',
  ),
  'LatFlush#3': input(
    'a :LateralFlush/:LateralDivert process whose source and recipient HRU groups have no pair of HRUs in one subbasin (or an empty group)',
  ),
  'Model#1': input('two HRU groups with the same name (:HRUGroup blocks or :DefineHRUGroups)'),
  'Model#2': unreachable(
    'every caller (ParseHRUFile.cpp :SubBasinGroup, :PopulateSubBasinGroup, :IntersectSubBasinGroups, :MergeSubBasinGroups) adds a group only when GetSubBasinGroup finds none of that name, with the same exact comparison AddSubBasinGroup makes',
  ),
  'Model#3': input('a :ClassChange (property class change) dated after the simulation ends'),
  'Model#5': input(
    ':OverrideStreamflow for a subbasin whose observed hydrograph has blanks in the simulation',
  ),
  'Model#6': input(':OverrideStreamflow for an outlet subbasin (no downstream subbasin)'),
  'Model#7': input('two :ChannelProfile blocks with the same name'),
  'Model#8': input('a parameter update (.rve/.rvl) of a gauge name the model does not have'),
  'Model#9': input('a parameter update (.rve/.rvl) of a subbasin ID the model does not have'),
  'Model#10': input(
    'an :ObservationData type that is neither a known observation type nor a state variable (Raven writes 0 for the model value)',
  ),
  'ModelInitialize#1': input(
    'a subbasin some of whose HRUs are disabled (:DisableHRUGroup) while others are not',
  ),
  'ModelInitialize#2': input('two HRU group names that differ only in case'),
  'ModelInitialize#7': input(':Calendar other than PROLEPTIC_GREGORIAN with observed series in the .rvt'),
  'ModelInitialize#8': input(':Calendar other than PROLEPTIC_GREGORIAN'),
  'ModelInitialize#9': input(
    "rarely: (1 − the whole part of the start's day of the year) / :TimeStep falls just below a whole number (within TIME_CORRECTION, 1e-4); Raven takes the floor of the start day, so the time of day does not enter, and most models never reach it",
  ),
  'ModelInitialize#11': input(
    ':GlobalParameterOverride or :SBGroupOverrideWeights in the .rvp (each adds a parameter override)',
  ),
  'NetCDFReading#1': input(
    "a NetCDF file's time `calendar` attribute other than the model's :Calendar (gregorian in a PROLEPTIC_GREGORIAN model excepted)",
  ),
  'ParseEnsembleFile#1': input(':ObjectiveFunction in the .rve of an ensemble that is not DDS'),
  'ParseEnsembleFile#2': input(
    'an EnKF-only command of the .rve (:ForcingPerturbation, :AssimilatedState, :SolutionRunName, :WindowSize, :ObservationErrorModel, :EnKFMode, :ExtraRVTFilename) in an ensemble that is not EnKF',
  ),
  'ParseEnsembleFile#3': input(
    ':AssimilatedState naming a state variable the model does not have (other than STREAMFLOW, RESERVOIR_STAGE)',
  ),
  'ParseEnsembleFile#4': input(
    'an EnKF-only command of the .rve (:ForcingPerturbation, :AssimilatedState, :SolutionRunName, :WindowSize, :ObservationErrorModel, :EnKFMode, :ExtraRVTFilename) in an ensemble that is not EnKF',
  ),
  'ParseEnsembleFile#5': input(
    'an EnKF-only command of the .rve (:ForcingPerturbation, :AssimilatedState, :SolutionRunName, :WindowSize, :ObservationErrorModel, :EnKFMode, :ExtraRVTFilename) in an ensemble that is not EnKF',
  ),
  'ParseEnsembleFile#6': input(
    'an EnKF-only command of the .rve (:ForcingPerturbation, :AssimilatedState, :SolutionRunName, :WindowSize, :ObservationErrorModel, :EnKFMode, :ExtraRVTFilename) in an ensemble that is not EnKF',
  ),
  'ParseEnsembleFile#7': input(
    'an EnKF-only command of the .rve (:ForcingPerturbation, :AssimilatedState, :SolutionRunName, :WindowSize, :ObservationErrorModel, :EnKFMode, :ExtraRVTFilename) in an ensemble that is not EnKF',
  ),
  'ParseEnsembleFile#8': input(
    'an EnKF-only command of the .rve (:ForcingPerturbation, :AssimilatedState, :SolutionRunName, :WindowSize, :ObservationErrorModel, :EnKFMode, :ExtraRVTFilename) in an ensemble that is not EnKF',
  ),
  'ParseEnsembleFile#9': input(
    'an EnKF-only command of the .rve (:ForcingPerturbation, :AssimilatedState, :SolutionRunName, :WindowSize, :ObservationErrorModel, :EnKFMode, :ExtraRVTFilename) in an ensemble that is not EnKF',
  ),
  'ParseEnsembleFile#10': input(
    ':AssimilateStreamflow in the .rve naming a subbasin ID the model does not have',
  ),
  'ParseEnsembleFile#11': input(
    ':AssimilateStreamflow in the .rve for a subbasin without an observed hydrograph',
  ),
  'ParseFEWSRunInfo#1': environment(
    'the run name given on the command line (-r) while the FEWS runinfo file also sets one',
  ),
  'ParseFEWSRunInfo#2': input('a FEWS runinfo NetCDF file (:FEWSRunInfoFile) without a properties variable'),
  'ParseFEWSRunInfo#3': input(
    'a FEWS state update file (:FEWSStateInfoFile) whose time window does not contain the model start',
  ),
  'ParseFEWSRunInfo#4': input(
    'a FEWS state update file giving a storage above its maximum (from the soil parameters) in an HRU',
  ),
  'ParseFEWSRunInfo#5': input(
    'a FEWS parameter update file naming a soil, vegetation or land-use class the model does not have',
  ),
  'ParseFEWSRunInfo#6': input('a FEWS parameter update file naming a parameter Raven does not know'),
  'ParseGWFile#1': unreachable(
    "its condition (a cell's weights adding to more than 1) is the one ParseGWFile stops on (BAD_DATA) while it reads the weights, before it reaches this check",
  ),
  'ParseHRUFile#4': input(
    ':PopulateHRUGroup/:IntersectHRUGroups/:MergeHRUGroups creating an HRU group the .rvi did not declare with :DefineHRUGroup(s)',
  ),
  'ParseHRUFile#6': input(
    ':SBGroupPropertyMultiplier/:SBGroupPropertyOverride naming a subbasin property Raven does not know',
  ),
  'ParseHRUFile#7': input(
    ':SBGroupPropertyMultiplier on a subbasin property Raven computes itself (not given in :SubBasinProperties)',
  ),
  'ParseHRUFile#8': input(
    ':SBGroupPropertyMultiplier/:SBGroupPropertyOverride with fewer than three arguments',
  ),
  'ParseHRUFile#10': input(
    ':SBGroupPropertyMultiplier/:SBGroupPropertyOverride naming a subbasin property Raven does not know',
  ),
  'ParseHRUFile#11': input(
    ':SBGroupPropertyMultiplier/:SBGroupPropertyOverride with fewer than three arguments',
  ),
  'ParseHRUFile#12': input(':DisableHRUGroup/:DisableSubBasinGroup without a group name'),
  'ParseHRUFile#13': input(':DisableHRUGroup/:DisableSubBasinGroup without a group name'),
  'ParseHRUFile#15': input(
    ':PopulateHRUGroup/:IntersectHRUGroups/:MergeHRUGroups creating an HRU group the .rvi did not declare with :DefineHRUGroup(s)',
  ),
  'ParseHRUFile#16': input(':IntersectHRUGroups naming an HRU group that does not exist'),
  'ParseHRUFile#17': input(':IntersectSubBasinGroups naming a subbasin group that does not exist'),
  'ParseHRUFile#18': input(
    ':PopulateHRUGroup/:IntersectHRUGroups/:MergeHRUGroups creating an HRU group the .rvi did not declare with :DefineHRUGroup(s)',
  ),
  'ParseHRUFile#19': input(':LateralConnections whose weights out of some HRU do not add to 1'),
  'ParseHRUFile#21': input(
    'an unknown command in the .rvh while :NoisyMode is on (without it Raven ignores the command silently)',
  ),
  'ParseHRUFile#23': input('HRUs of WETLAND type while no process of the .rvi uses the DEPRESSION store'),
  'ParseHRUFile#25': input(
    ':VolumeStageRelation/:AreaStageRelation/:OutflowStageRelation of a :Reservoir without LOOKUP_TABLE or POWER_LAW',
  ),
  'ParseHRUFile#26': input(
    ':VolumeStageRelation/:AreaStageRelation/:OutflowStageRelation of a :Reservoir without LOOKUP_TABLE or POWER_LAW',
  ),
  'ParseHRUFile#27': input(
    ':VolumeStageRelation/:AreaStageRelation/:OutflowStageRelation of a :Reservoir without LOOKUP_TABLE or POWER_LAW',
  ),
  'ParseHRUFile#28': input('a row of a :Reservoir :StageRelations table with fewer than four values'),
  'ParseHRUFile#29': input(
    'a :Condition or :Constraint of a :Reservoir outflow regime with fewer than four words',
  ),
  'ParseHRUFile#31': input(
    'a :Condition or :Constraint of a :Reservoir outflow regime with fewer than four words',
  ),
  'ParseHRUFile#32': input(
    'a :Condition of a :Reservoir outflow regime whose comparison is not IS_BETWEEN, IS_GREATER_THAN or IS_LESS_THAN',
  ),
  'ParseInitialConditionFile#1': input(
    'a :BasinInitialConditions row for a subbasin ID the model does not have',
  ),
  'ParseInitialConditionFile#2': input(
    ':UniformInitialConditions/:UniformInitialConcentration naming a state variable type Raven does not know',
  ),
  'ParseInitialConditionFile#3': input(
    ':UniformInitialConditions/:UniformInitialConcentration for a state variable the model does not have',
  ),
  'ParseInitialConditionFile#4': input(
    ':UniformInitialConditions/:UniformInitialConcentration naming a state variable type Raven does not know',
  ),
  'ParseInitialConditionFile#5': input(
    ':UniformInitialConditions/:UniformInitialConcentration for a state variable the model does not have',
  ),
  'ParseInitialConditionFile#6': input(':HRUStateVariableTable whose first line is not :Attributes'),
  'ParseInitialConditionFile#7': input(
    ':HRUStateVariableTable with an attribute that is not a state variable type Raven knows',
  ),
  'ParseInitialConditionFile#8': input(
    ':HRUStateVariableTable with a column for a state variable the model does not have',
  ),
  'ParseInitialConditionFile#11': input(
    ':InitialConditions naming a state variable type Raven does not know',
  ),
  'ParseInitialConditionFile#13': input(':InitialConditions for a state variable the model does not have'),
  'ParseInitialConditionFile#14': input(
    ':BasinStateVariables :ResStage/:ResFlow for a subbasin without reservoir',
  ),
  'ParseInitialConditionFile#15': input(
    ':BasinStateVariables :ResStage/:ResFlow for a subbasin without reservoir',
  ),
  'ParseInitialConditionFile#16': input(':InitialReservoirStage for a subbasin without reservoir'),
  'ParseInitialConditionFile#17': input(
    ':InitialSurfaceWaterConcentration naming a constituent the model does not have',
  ),
  'ParseInitialConditionFile#18': input(
    ':InitialSurfaceWaterConcentration for a constituent that is not an isotope',
  ),
  'ParseInitialConditionFile#19': input("a :TimeStamp in the .rvc other than the .rvi's :StartDate"),
  'ParseInitialConditionFile#20': input(':Nudge with fewer than four arguments'),
  'ParseInitialConditionFile#21': input(':Nudge naming an HRU group that does not exist'),
  'ParseInitialConditionFile#22': input(
    ':BasinTransportVariables naming a constituent the model does not have',
  ),
  'ParseInitialConditionFile#23': input(
    "a :Mout/:Mlat/:Min row of :BasinTransportVariables shorter than the model's segments or history",
  ),
  'ParseInitialConditionFile#24': input(
    "a :Mout/:Mlat/:Min row of :BasinTransportVariables shorter than the model's segments or history",
  ),
  'ParseInitialConditionFile#25': input(
    "a :Mout/:Mlat/:Min row of :BasinTransportVariables shorter than the model's segments or history",
  ),
  'ParseInitialConditionFile#27': input(
    'an initial storage in the .rvc above the maximum Raven computes for it (soil capacity from thickness and porosity, …)',
  ),
  'ParseInitialConditionFile#28': unreachable(
    "SetInitialStateVar looks up the name of the constituent of the state's own layer (GetConstituentTypeName(m), the constituent model that layer belongs to) and cannot miss it: every caller passes a layer the model has (GetStateVarIndex(CONSTITUENT,m) found it, or GetLayerIndex of a known constituent gave it); a state name of an unknown constituent (!Foo|SOIL[0]) is refused before, by StringToSVType ('unrecognized state variable type')",
  ),
  'ParseInput#3': environment(
    'written only in BMI mode (Raven driven as a library), never by the raven command',
  ),
  'ParseInput#8': environment(
    'written only in BMI mode (Raven driven as a library), never by the raven command',
  ),
  'ParseInput#35': input(':BlendedPETWeights that do not add to 1 (within 0.05)'),
  'ParseInput#36': input(':BlendedPETWeights while :Evaporation is not PET_BLENDED'),
  'ParseInput#39': input(':BlendedPotMeltWeights that do not add to 1 (within 0.05)'),
  'ParseInput#40': input(':BlendedPotMeltWeights while :PotentialMeltMethod is not POTMELT_BLENDED'),
  'ParseInput#45': environment('the run name given on the command line (-r) while the .rvi has :RunName'),
  'ParseInput#46': environment(
    'the output directory given on the command line (-o) while the .rvi has :OutputDirectory',
  ),
  'ParseInput#50': input(':EvaluationPeriod before :SoilModel in the .rvi'),
  'ParseInput#53': input(':WaterYearStartMonth outside 1–12'),
  'ParseInput#54': environment('the run mode given on the command line (-m) while the .rvi has :Mode'),
  'ParseInput#60': input(':AggregateDiagnostic naming an HRU group that is not declared before it'),
  'ParseInput#63': input(':AssimilationStartTime after the end of the simulation'),
  'ParseInput#67': input(':CustomOutputInterval 1 (DAILY is the same)'),
  'ParseInput#69': unreachable(
    "the :CustomTable case writes it only after the table's rows, but it first calls pModel->GetSubBasinGroup(s[1])->GetGlobalIndex() while the .rvi is read, when no subbasin group exists yet (only the .rvh, read after the .rvi, creates them): the lookup returns NULL and Raven 4.12.1 crashes (segmentation fault, checked on Salmon GR4J with the group defined in the .rvh) before it reads :EndCustomTable; rvkit reports the crash (RV552)",
  ),
  'ParseInput#70': environment(':CallExternalScript on a machine without a shell (system(NULL) is 0)'),
  'ParseInput#73': environment(
    'written only in BMI mode (Raven driven as a library), never by the raven command',
  ),
  'ParseInput#74': input(':WriteHRUGroupMBFile naming an HRU group not declared before it'),
  'ParseInput#121': input(
    ':EndProcessGroup with weights (or numbers) in another count than the group has processes',
  ),
  'ParseInput#123': input(':FixedConcentration/:FixedTemperature naming a storage Raven does not know'),
  'ParseInput#124': input(':MassInflux naming a storage Raven does not know'),
  'ParseInput#135': input(':SWRadiationMethod SW_RAD_DATA (whatever the :CloudCoverMethod)'),
  'ParseInput#136': input('an EnKF ensemble together with :AssimilateStreamflow'),
  'ParseLiveFile#1': input(
    'a vegetation or land-use change of the live file (.rvl) naming a class that does not exist',
  ),
  'ParseLiveFile#2': input(
    'a change of the live file (.rvl) naming an HRU ID (or HRU group) the model does not have',
  ),
  'ParseLiveFile#3': input(
    'a vegetation or land-use change of the live file (.rvl) naming a class that does not exist',
  ),
  'ParseLiveFile#4': input(
    'a change of the live file (.rvl) naming an HRU ID (or HRU group) the model does not have',
  ),
  'ParseLiveFile#5': input(
    'a vegetation or land-use change of the live file (.rvl) naming a class that does not exist',
  ),
  'ParseLiveFile#6': input('a group change of the live file (.rvl) naming an HRU group that does not exist'),
  'ParseLiveFile#7': input(
    'a vegetation or land-use change of the live file (.rvl) naming a class that does not exist',
  ),
  'ParseLiveFile#8': input('a group change of the live file (.rvl) naming an HRU group that does not exist'),
  'ParseLiveFile#10': input(
    'a change of the live file (.rvl) naming an HRU ID (or HRU group) the model does not have',
  ),
  'ParseLiveFile#12': input(
    'a change of the live file (.rvl) naming an HRU ID (or HRU group) the model does not have',
  ),
  'ParseManagementFile#1': lpSolveInput(':DemandGroup naming an unknown or disabled demand'),
  'ParseManagementFile#2': lpSolveInput(':DemandMultiplier naming an unknown or disabled demand'),
  'ParseManagementFile#3': lpSolveInput(':DemandGroupMultiplier naming a demand group that does not exist'),
  'ParseManagementFile#4': lpSolveInput(':NamedConstant with more than two arguments'),
  'ParseManagementFile#5': lpSolveInput(
    'an expression Raven gives up on (an unknown name, a subbasin/HRU/table the model lacks, a function without its comma or closing parenthesis, two decision variables in a product, a term dropped with a warning) in a :DefineDecisionVariable line; the message comes out cut, from its line-number-th character on ("literal" + pp->GetLineNumber()), empty past its end; Raven stops at the end of the .rvm ("One or more faulty expressions in the .rvm file must be repaired.")',
  ),
  'ParseManagementFile#6': lpSolveInput(
    'an :Expression of a :ManagementGoal/:ManagementConstraint that Raven cannot turn into terms (a term warned about above, an unknown name); Raven stops at the end of the .rvm ("One or more faulty expressions in the .rvm file must be repaired.")',
  ),
  'ParseManagementFile#7': unreachable(
    'the :RevertToSDCurve branch of a :ManagementGoal/:ManagementConstraint block writes it when its expressionStruct is NULL, but it makes that expressionStruct itself with new (never NULL) just above the test',
  ),
  'ParseManagementFile#8': lpSolveInput('an unknown command inside a :ManagementConstraint block'),
  'ParseManagementFile#9': lpSolveInput(
    'an expression Raven gives up on (an unknown name, a subbasin/HRU/table the model lacks, a function without its comma or closing parenthesis, two decision variables in a product, a term dropped with a warning) in a :DefineWorkflowVariable line; the message comes out cut, from its line-number-th character on ("literal" + pp->GetLineNumber()), empty past its end; Raven stops at the end of the .rvm ("One or more faulty expressions in the .rvm file must be repaired.")',
  ),
  'ParseManagementFile#10': lpSolveInput(
    'an :Expression of a :WorkflowVarDefinition that Raven gives up on (an unknown name, a subbasin/HRU/table the model lacks, a function without its comma or closing parenthesis, two decision variables in a product, a term dropped with a warning); Raven stops at the end of the .rvm ("One or more faulty expressions in the .rvm file must be repaired.")',
  ),
  'ParseManagementFile#11': lpSolveInput('an unknown command inside a :WorkflowVarDefinition block'),
  'ParseManagementFile#12': lpSolveInput('a :LookupTable/:LookupTableFromCSV row with fewer than two values'),
  'ParseManagementFile#13': lpSolveInput(
    "a row of the file a :LookupTableFromCSV reads with one value (after its header line); Raven then crashes (double free of the table's arrays)",
  ),
  'ParseManagementFile#14': lpSolveInput(
    'an expression Raven gives up on (an unknown name, a subbasin/HRU/table the model lacks, a function without its comma or closing parenthesis, two decision variables in a product, a term dropped with a warning) in a :ReturnExpression line; the message comes out cut, from its line-number-th character on ("literal" + pp->GetLineNumber()), empty past its end; Raven stops at the end of the .rvm ("One or more faulty expressions in the .rvm file must be repaired.")',
  ),
  'ParseManagementFile#15': lpSolveInput(
    'an expression Raven gives up on (an unknown name, a subbasin/HRU/table the model lacks, a function without its comma or closing parenthesis, two decision variables in a product, a term dropped with a warning) in a :DemandExpression line; the message comes out cut, from its line-number-th character on ("literal" + pp->GetLineNumber()), empty past its end; Raven stops at the end of the .rvm ("One or more faulty expressions in the .rvm file must be repaired.")',
  ),
  'ParsePropertyFile#1': input(':SoilClasses with words after it on its own line'),
  'ParsePropertyFile#3': unreachable(
    'an empty :SoilClasses row: never, IsComment takes every line of no word as a comment before this branch',
  ),
  'ParsePropertyFile#4': input('a :SoilProfiles row with fewer than two words'),
  'ParsePropertyFile#6': input('a :LandUseClasses row with other than three or four words'),
  'ParsePropertyFile#9': input('a :VegetationClasses row with other than four words'),
  'ParsePropertyFile#12': input(
    'a :ChannelProfile whose first roughness zone starts right of the first survey point',
  ),
  'ParsePropertyFile#15': input(':SBGroupOverrideWeights while no blended method is in use'),
  'ParsePropertyFile#16': input(':SBGroupOverrideWeights with another number of weights than the blend has'),
  'ParsePropertyFile#17': input(':SBGroupOverrideWeights whose weights do not add to 1 (within 0.05)'),
  'ParsePropertyFile#18': input(':SBGroupOverrideWeights with fewer than three arguments'),
  'ParsePropertyFile#19': input('a :TransientParameter whose time series Raven cannot read'),
  'ParsePropertyFile#20': input('a :ValueAlias name that does not begin with _'),
  'ParsePropertyFile#21': input(':GeochemParameter naming a storage Raven does not know'),
  'ParseTimeSeriesFile#1': input(
    'a stream concentration observation (or weight) series naming a constituent the model does not have',
  ),
  'ParseTimeSeriesFile#8': input(
    'a stream concentration observation (or weight) series naming a constituent the model does not have',
  ),
  'ParseTimeSeriesFile#15': input(':BasinInflowHydrograph(2) for a subbasin ID the model does not have'),
  'ParseTimeSeriesFile#16': input(':BasinInflowHydrograph(2) for a subbasin ID the model does not have'),
  'ParseTimeSeriesFile#17': input(
    'a reservoir time series (:ReservoirDemand, :ReservoirMaxStage, :ReservoirMinFlow, :OverrideReservoirFlow …) for a subbasin ID the model does not have, or one without :Reservoir',
  ),
  'ParseTimeSeriesFile#18': input(
    'a reservoir time series (:ReservoirDemand, :ReservoirMaxStage, :ReservoirMinFlow, :OverrideReservoirFlow …) for a subbasin ID the model does not have, or one without :Reservoir',
  ),
  'ParseTimeSeriesFile#19': input(
    'a reservoir time series (:ReservoirDemand, :ReservoirMaxStage, :ReservoirMinFlow, :OverrideReservoirFlow …) for a subbasin ID the model does not have, or one without :Reservoir',
  ),
  'ParseTimeSeriesFile#20': input(
    'a reservoir time series (:ReservoirDemand, :ReservoirMaxStage, :ReservoirMinFlow, :OverrideReservoirFlow …) for a subbasin ID the model does not have, or one without :Reservoir',
  ),
  'ParseTimeSeriesFile#21': input(
    'a reservoir time series (:ReservoirDemand, :ReservoirMaxStage, :ReservoirMinFlow, :OverrideReservoirFlow …) for a subbasin ID the model does not have, or one without :Reservoir',
  ),
  'ParseTimeSeriesFile#22': input(
    'a reservoir time series (:ReservoirDemand, :ReservoirMaxStage, :ReservoirMinFlow, :OverrideReservoirFlow …) for a subbasin ID the model does not have, or one without :Reservoir',
  ),
  'ParseTimeSeriesFile#23': input(
    'a reservoir time series (:ReservoirDemand, :ReservoirMaxStage, :ReservoirMinFlow, :OverrideReservoirFlow …) for a subbasin ID the model does not have, or one without :Reservoir',
  ),
  'ParseTimeSeriesFile#24': input(
    'a reservoir time series (:ReservoirDemand, :ReservoirMaxStage, :ReservoirMinFlow, :OverrideReservoirFlow …) for a subbasin ID the model does not have, or one without :Reservoir',
  ),
  'ParseTimeSeriesFile#25': input(
    'a reservoir time series (:ReservoirDemand, :ReservoirMaxStage, :ReservoirMinFlow, :OverrideReservoirFlow …) for a subbasin ID the model does not have, or one without :Reservoir',
  ),
  'ParseTimeSeriesFile#26': input(
    'a reservoir time series (:ReservoirDemand, :ReservoirMaxStage, :ReservoirMinFlow, :OverrideReservoirFlow …) for a subbasin ID the model does not have, or one without :Reservoir',
  ),
  'ParseTimeSeriesFile#27': input(
    'a reservoir time series (:ReservoirDemand, :ReservoirMaxStage, :ReservoirMinFlow, :OverrideReservoirFlow …) for a subbasin ID the model does not have, or one without :Reservoir',
  ),
  'ParseTimeSeriesFile#28': input(':IrrigationDemand for a subbasin ID the model does not have'),
  'ParseTimeSeriesFile#29': input(
    ':ReservoirDownstreamFlow for an unknown subbasin or downstream subbasin, or a subbasin without :Reservoir',
  ),
  'ParseTimeSeriesFile#30': input(
    ':FlowDiversion/:FlowDiversionLookupTable whose target subbasin ID the model does not have (and is not -1)',
  ),
  'ParseTimeSeriesFile#31': input(
    ':FlowDiversion/:FlowDiversionLookupTable for a source subbasin ID the model does not have',
  ),
  'ParseTimeSeriesFile#32': input(':FlowDiversionLookupTable without a source subbasin ID'),
  'ParseTimeSeriesFile#33': input(
    ':FlowDiversion/:FlowDiversionLookupTable for a source subbasin ID the model does not have',
  ),
  'ParseTimeSeriesFile#34': input('a :FlowDiversionLookupTable row with fewer than two values'),
  'ParseTimeSeriesFile#35': input(
    ':FlowDiversion/:FlowDiversionLookupTable whose target subbasin ID the model does not have (and is not -1)',
  ),
  'ParseTimeSeriesFile#36': input(':EnvironmentalMinFlow for a subbasin ID the model does not have'),
  'ParseTimeSeriesFile#37': input(':UserTimeSeries in a model without a management file (.rvm)'),
  'ParseTimeSeriesFile#38': input(':OverrideStreamflow for a subbasin ID the model does not have'),
  'ParseTimeSeriesFile#39': input(':AssimilateStreamflow (.rvt) for a subbasin ID the model does not have'),
  'ParseTimeSeriesFile#40': input(
    ':AssimilateStreamflow (.rvt) for a subbasin without an observed hydrograph read before it',
  ),
  'ParseTimeSeriesFile#43': input(':AssimilateReservoirStage for a subbasin ID the model does not have'),
  'ParseTimeSeriesFile#44': input(':AssimilateReservoirStage for a subbasin without :Reservoir'),
  'ParseTimeSeriesFile#45': input(
    ':AssimilateReservoirStage for a subbasin without an observed RESERVOIR_STAGE series read before it',
  ),
  'ParseTimeSeriesFile#46': input(':FixedConcentrationTimeSeries naming a storage Raven does not know'),
  'ParseTimeSeriesFile#47': input(':MassFluxTimeSeries naming a storage Raven does not know'),
  'ParseTimeSeriesFile#48': unreachable(
    'inside a comment after the break of :SpecifiedInflowConcentration (the old :OverrideStreamConcentration code, ParseTimeSeriesFile.cpp lines 1459-1477): never compiled; the live code stops instead (ExitGracefully "invalid subbasin ID")',
  ),
  'ParseTimeSeriesFile#49': unreachable(
    'inside a comment after the break of :SpecifiedInflowConcentration (the old :OverrideStreamConcentration code, ParseTimeSeriesFile.cpp lines 1459-1477): never compiled; the live code stops instead (ExitGracefully "invalid constituent name")',
  ),
  'ParseTimeSeriesFile#51': input('irrigation demands or diversions in a model with transport constituents'),
  'ParseTimeSeriesFile#52': input(':AllocateReservoirDemand naming a subbasin ID the model does not have'),
  'ParseTimeSeriesFile#53': input(':AllocateReservoirDemand naming a subbasin ID the model does not have'),
  'ParseTimeSeriesFile#54': input(':AllocateReservoirDemand naming a reservoir subbasin without :Reservoir'),
  'ProcessGroup#1': unreachable(
    'ParseMainInputFile calls SetWeights only when :EndProcessGroup has N+1 words, with N weights for the N processes of the group (another count is its own "incorrect number of weights" warning)',
  ),
  'ProcessGroup#2': input(':EndProcessGroup weights that do not add to 1'),
  'ProcessGroup#3': unreachable(
    'ParseMainInputFile calls CalcWeights only when :EndProcessGroup CALCULATE_WTS has N+1 words, always with N-1 numbers for the N processes of the group',
  ),
  'Reservoir#1': input('a lake-type :Reservoir with a weir coefficient above 1'),
  'Reservoir#2': input(
    'RESERVOIR_CREST_WIDTH set (:SubBasinProperties) for a subbasin whose reservoir is not lake-type',
  ),
  'Reservoir#3': input(
    'a DZTR reservoir (:DZTRResservoirModel) whose storages are not in order (Vci ≤ Vni ≤ Vmi ≤ Vmax)',
  ),
  'Reservoir#4': run(
    'the iteration for the initial reservoir outflow does not converge (a numerical outcome of the stage relations and the initial stage)',
  ),
  'Reservoir#5': run(
    'the reservoir routing iteration does not converge on some time step (depends on the inflows the run computes)',
  ),
  'Reservoir#6': run(
    'the reservoir routing iteration does not converge on some time step (depends on the inflows the run computes)',
  ),
  'StandardOutput#1': environment(
    'an output file cannot be opened for writing (output directory missing or not writable)',
  ),
  'StandardOutput#2': environment(
    'an output file cannot be opened for writing (output directory missing or not writable)',
  ),
  'StandardOutput#3': environment(
    'an output file cannot be opened for writing (output directory missing or not writable)',
  ),
  'StandardOutput#4': run(
    'a reservoir went dry on some time steps (its storage, known only at the end of the run)',
  ),
  'SubBasin#1': input(
    'a subbasin with :ReachLength _AUTO (or none) in a model whose largest reach is shorter than the default maximum segment length',
  ),
  'SubBasin#2': input(
    'a reach length that needs more river segments than Raven allows (MAX_REACH_SEGLENGTH too small)',
  ),
  'SubBasin#3': input('a :FlowDiversion with a negative minimum flow'),
  'SubBasin#4': input('a :FlowDiversion fraction outside 0–1'),
  'SubBasin#5': input('a :FlowDiversion(LookupTable) whose start day is after its end day'),
  'SubBasin#6': input('a :FlowDiversion(LookupTable) to target subbasin -1 (water leaves the model)'),
  'SubBasin#7': input('a :FlowDiversion(LookupTable) whose start day is after its end day'),
  'SubBasin#8': input('a :FlowDiversion(LookupTable) to target subbasin -1 (water leaves the model)'),
  'SubBasin#9': input(
    'an in-reach flow (:Qout) row of the .rvc with another number of segments than the subbasin has',
  ),
  'SubBasin#10': input(
    "a lateral-flow history (:Qlat) row of the .rvc whose length differs from the model's (routing or time step changed since the state was saved)",
  ),
  'SubBasin#11': input(
    "an inflow history (:Qin) row of the .rvc whose length differs from the model's (routing or time step changed since the state was saved)",
  ),
  'SubBasin#12': input(
    'Muskingum routing (ROUTE_MUSKINGUM*) where the time step is outside [2KX, 2K(1-X)] for a subbasin (K from reach length and celerity)',
  ),
  'SubBasin#13': input(
    'a unit hydrograph (from the time of concentration, time to peak and the time step) truncated so that it sums to less than 0.95',
  ),
  'SubBasin#14': run(
    'the channel routing iteration does not converge on some time step (depends on the flows the run computes)',
  ),
  'SubBasin#15': run(
    'the channel routing iteration does not converge on some time step (depends on the flows the run computes)',
  ),
  'SubBasin#16': run(
    'the channel routing iteration does not converge on some time step (depends on the flows the run computes)',
  ),
  'SubBasin#17': run(
    'the channel routing iteration does not converge on some time step (depends on the flows the run computes)',
  ),
  'UpdateForcings#1': input(
    "a day on which a gauge's daily maximum temperature (after corrections) is below its minimum, in the forcing data",
  ),
  'VegetationClass#2': unreachable('CVegetationClass::SetVegTransportProperty is never called in 4.12.1'),
};
