# The tournaments room in English. Most of the room still writes its sentences in code
# (texts.py); the sections below are the converted ones. ko.ftl and ja.ftl hold the same ids.

## Two-stage events: a Swiss or round robin, then a bracket of its top cut (stages.py)

stage-bracket = { $format ->
    [double-elimination] double-elimination
   *[other] single-elimination
} bracket{ $third ->
    [yes] {" "}with a third-place match
   *[other] {""}
}
stage-plan = **Two stages**: after the { $first ->
    [round-robin] round robin
   *[other] Swiss
}, the best { $count } by its standings play a { stage-bracket }.
stage-plan-groups = The round robin is played in groups of { $size }; group winners qualify first, then the runners-up, and so on.
stage-status-first = First stage of two: then the best { $count } play a { stage-bracket }.
stage-status-second = Second stage: the best { $count } of the first stage play a { stage-bracket }.
stage-status-none = The first stage left fewer than two players for the bracket, so its standings decided first place.
stage-cut-head = 🏁 **{ $tournament }**: the first stage is over after { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}. The best { $count } play a { stage-bracket }, seeded by the first stage's standings (points, then { $tie_breaks }, then seed). The qualifiers, with their first-stage points:
stage-cut-groups = Group winners qualified first, then the runners-up, and so on.
stage-cut-continued = 🏁 **{ $tournament }** (continued):
stage-qualifier = `{ $seed }.` { $player } · { $points } pts
stage-cut-bracket = The bracket is below; each match is played in its own thread.
stage-too-few = 🛑 **{ $tournament }** is cancelled: { $players } players were there at the start, not more than its top { $count }, so nobody would be cut and the bracket could not be seeded.
