# The tournament engine's refusals (bot/engine/tournaments/): every TournamentError, BadRequest,
# NotAllowed, StaleRequest and NotYourMatch raised there names one of these messages.
# A match's name is { tournament-match } (arguments kind, round, index: core/value.py `title`);
# a second match in the same sentence is { tournament-later-match } (later_kind, later_round,
# later_index). Ids that are numbers go in as strings; counts as numbers.

tournament-match = { $kind ->
    [board] 第{ $round }ラウンド 第{ $index }卓
    [match] 第{ $round }ラウンド 第{ $index }試合
    [w-match] 勝者側 第{ $round }ラウンド 第{ $index }試合
    [l-match] 敗者側 第{ $round }ラウンド 第{ $index }試合
    [l-final] 敗者側決勝
    [final] 決勝
    [w-final] 勝者側決勝
    [semi] 準決勝 第{ $index }試合
    [w-semi] 勝者側準決勝 第{ $index }試合
    [quarter] 準々決勝 第{ $index }試合
    [w-quarter] 勝者側準々決勝 第{ $index }試合
    [grand] グランドファイナル
    [reset] グランドファイナル（リセット）
    [third] 3位決定戦
   *[playoff] 1位決定戦
}
tournament-later-match = { $later_kind ->
    [board] 第{ $later_round }ラウンド 第{ $later_index }卓
    [match] 第{ $later_round }ラウンド 第{ $later_index }試合
    [w-match] 勝者側 第{ $later_round }ラウンド 第{ $later_index }試合
    [l-match] 敗者側 第{ $later_round }ラウンド 第{ $later_index }試合
    [l-final] 敗者側決勝
    [final] 決勝
    [w-final] 勝者側決勝
    [semi] 準決勝 第{ $later_index }試合
    [w-semi] 勝者側準決勝 第{ $later_index }試合
    [quarter] 準々決勝 第{ $later_index }試合
    [w-quarter] 勝者側準々決勝 第{ $later_index }試合
    [grand] グランドファイナル
    [reset] グランドファイナル（リセット）
    [third] 3位決定戦
   *[playoff] 1位決定戦
}
tournament-format = { $format ->
    [single-elimination] シングルエリミネーション
    [double-elimination] ダブルエリミネーション
    [round-robin] 総当たり戦
   *[swiss] スイス式
}

## The service (base.py, service.py, posts.py)

tournament-minutes-range = { $what ->
    [start] 開始までの時間
    [checkin-window] チェックインの受付時間
    [pairing-deadline] 組み合わせの締め切り
    [choice-time] ゲームを選ぶ・バンする時間
   *[checkin-reminder] チェックインのリマインダー
}は{ $low }〜{ $high }分の整数で指定してください。
tournament-unknown = 大会 #{ $id } はありません。
tournament-organiser-only = これは { $name } の主催者（またはサーバー管理者）だけができます。
tournament-not-started = { $name } はまだ始まっていません。
tournament-over = { $name } は終わっています。
tournament-not-a-live-match = { $key } は { $name } で進行中の試合ではありません。
tournament-not-your-match = あなたは{ tournament-match }のプレイヤーではありません。
tournament-no-match-now = いま { $name } にあなたの試合はありません。
tournament-game-chosen = その試合のゲームはもう決まっています。
tournament-choice-over = その選択は終わりました。いちばん新しいメッセージを使ってください。
tournament-paused-choose-later = { $name } は一時停止中です。再開してから選んでください。

## Sign-up (signup.py)

tournament-create-managers-only = 大会を作成できるのはサーバー管理者と主催者ロールのメンバーだけです。
tournament-invalid-id = リクエストに無効なIDが含まれています。
tournament-name-length = 大会の名前は1〜{ $most }文字です。
tournament-start-twice = 開始は今からの分か日時のどちらか一方で指定してください。
tournament-top-cut-over-format = 上位{ $cut }名には{ $cut }人より多いプレイヤーが必要ですが、{ tournament-format }は最大{ $limit }人です。
tournament-cap-range = 参加人数の上限は2〜{ $limit }人で指定してください。
tournament-top-cut-over-cap = 上位{ $cut }名には{ $cut }人より多いプレイヤーが必要ですが、参加人数の上限は{ $cap }人です。上位の人数を減らすか、上限を増やしてください。
tournament-signup-closed = { $name } はもう始まっているため、参加申し込みは締め切りました。
tournament-already-joined = あなたはもう { $name } に参加しています。
tournament-waitlist-full = { $name } は満席（{ $cap }人）で、キャンセル待ち（{ $waitlist }人）もいっぱいです。
tournament-not-joined = あなたは { $name } に参加していません。
tournament-not-playing = あなたは { $name } のプレイヤーではありません。
tournament-field-set = { $name } はもう始まっているため、参加者は確定しています。
tournament-cap-below-taken = { $name } ではすでに{ $taken }人が席を取っているため、上限を{ $taken }人より下げられません。何も変更していません。
tournament-seeds-set = { $name } はもう始まっているため、シードは確定しています。
tournament-seed-listed-twice = <@{ $user }> さんが2回書かれています。各プレイヤーは1回だけ書いてください。
tournament-seed-not-joined = <@{ $user }> さんは { $name } に参加していません。
tournament-checkin-not-open = { $name } のチェックインはまだ始まっていません。
tournament-checkin-over = { $name } はもう始まっているため、チェックインは終わりました。
tournament-checkin-join-first = あなたは { $name } に参加していません。先に **参加** を押してください。
tournament-already-checked-in = あなたはもう { $name } にチェックインしています。
tournament-checkin-signup-only = { $name } のチェックインは参加申し込みの期間にしか始められません。
tournament-already-started = { $name } はもう始まっています。
tournament-too-few-to-start = { $name } を始めるには少なくとも2人のプレイヤーが必要ですが、いまは{ $count }人です。

## The organiser's commands (organiser.py)

tournament-organiser-role-managers = 大会の主催者ロールを選べるのはサーバー管理者だけです。
tournament-invalid-server-or-role = 有効なサーバーまたはロールではありません。
tournament-settings-managers = サーバーの大会設定を変更できるのはサーバー管理者だけです。
tournament-invalid-server = 有効なサーバーではありません。
tournament-invalid-role = 有効なロールではありません。
tournament-player-not-joined = そのプレイヤーは { $name } に参加していません。
tournament-player-not-in = そのプレイヤーは { $name } にいません。
tournament-player-not-in-match = そのプレイヤーは{ tournament-match }のプレイヤーではありません。
tournament-undo-move-played = その結果によって{ tournament-match }が進行中で、すでに手が指されているため、取り消せません。代わりに望む結果を入力してください。
tournament-no-decision-in = { $name } に判断を待っているラウンドはありません。
tournament-pairing-choices = `rematch`、`second-bye`、`end` のどれかを選んでください。
tournament-not-a-joiner = 参加できるプレイヤーではありません。
tournament-not-running = { $name } は進行中ではないため、一時停止できません。
tournament-not-paused = { $name } は一時停止していません。
tournament-already-over = { $name } はもう終わっています。
tournament-result-kinds = 結果は対局、不戦敗、双方不戦敗のどれかです。
tournament-double-forfeit-bare = 双方不戦敗には勝者もスコアもありません。
tournament-forfeit-winner = 不戦敗には勝者が必要で、局のスコアはありません。
tournament-result-needs-winner = トーナメント表の試合や1位決定戦には勝者が必要です。引き分けの試合は続きます。
tournament-draw-not-level = { $best_of }番勝負の引き分けは、全局を終えて同点になることです。{ $score } ではありません。
tournament-winner-games = { $best_of }番勝負の勝者は{ $half }局より多く、しかも敗者より多く勝っているはずです。{ $score } はありえません。
tournament-score-not-possible = { $score } は{ $best_of }番勝負のスコアではありません。どちらかが{ $half }局より多く勝った時点で終わります{ $draws ->
    [yes] {""}
   *[no] {""}。{ $best_of }局を終えて同点なら、どちらかが勝つまで1局ずつ続けます
}。

## Round times (pace.py)

tournament-overtime-rules = 終わらなかった試合のルールは、持ち時間で優位なプレイヤーの勝ち、両者負け、主催者の判断のどれかです。
tournament-overtime-minutes = 終わらなかった試合を主催者が判断する時間は1〜{ $most }分の整数で指定してください。
tournament-round-minutes = ラウンドの制限時間は0（制限なし）〜{ $most }分（1週間）の整数で指定してください。
tournament-round-too-short = ラウンドの制限時間{ $minutes }分は、ゲーム自体の持ち時間に対して短すぎます: { $clocks ->
    [none] 少なくとも1局を指せる時間が必要です
   *[some] { $best_of }番勝負には少なくとも{ $games }局が必要で、各局で両者が少なくとも1手ずつ指し、1手に最大{ $move_minutes ->
        [0] { $move_seconds }秒
       *[other] { $move_minutes }分{ $move_seconds ->
            [0] {""}
           *[other] { $move_seconds }秒
        }
    }かかることがあります
}。少なくとも{ $least }分にするか、持ち時間を短くしてください。

## The start's date and time (schedule.py)

tournament-not-a-zone = { $zone } はタイムゾーンではありません。Asia/Tokyo、Asia/Seoul、Europe/London、America/New_York（または UTC）のような名前を使ってください。
tournament-not-a-date = { $typed } はカレンダーにある日付ではありません。
tournament-start-format = 開始は { $example } のように日付と時刻で、今日なら 20:00 のように時刻だけで書いてください（{ $zone } の時刻）。
tournament-start-passed = { $typed } はもう過ぎています。{ $zone } ではいま { $now } です。
tournament-start-too-far = 大会は今から{ $days }日以内に始まる必要があります。
tournament-not-a-time = { $typed } は時刻ではありません（00:00〜23:59）。

## The tournament core (core/)

tournament-entered-twice = { $name } さんが2回登録されています。各プレイヤーは1回だけ参加できます。
tournament-bye-not-result = 不戦勝は組み合わせで与えられるもので、結果として入力するものではありません。
tournament-needs-winner = { $playoff ->
    [yes] 1位決定戦
   *[no] トーナメント表の試合
}には勝者が必要です。引き分けの試合は続きます。
tournament-players-unknown = この試合の2人のプレイヤーはまだ決まっていません。
tournament-has-result = { tournament-match }にはもう結果があります。
tournament-not-being-played = { tournament-match }はいま進行中ではありません。
tournament-first-stage-final = 予選が終わって本戦の進出者が決まったため、予選の結果は確定しています。何も変更していません。
tournament-nothing-to-undo = 主催者が入力した結果で、取り消せるものはありません。
tournament-undo-removed = { tournament-match }の結果の入力で後の結果（{ $removed }）が消えたため、取り消せません。代わりに望む結果を入力してください。
tournament-undo-paired = { tournament-match }の結果を入力した後に第{ $next }ラウンドの組み合わせが決まったため、取り消せません。代わりに望む結果を入力してください。
tournament-undo-decided = { tournament-match }の結果を入力した後に{ tournament-later-match }の結果が決まったため、取り消せません。代わりに望む結果を入力してください。
tournament-already-left = { $name } さんはもう大会から抜けています。何も変更していません。
tournament-over-no-change = 大会は終わったため、その方法ではもう結果を変えられません。
tournament-knocked-out = { $name } さんはもう敗退しています。何も変更していません。
tournament-already-in = { $name } さんはもうこの大会にいます。
tournament-late-swiss-only = 途中参加はスイス式の大会でしかできません。
tournament-late-points = 途中参加のプレイヤーは、参加しなかったラウンドごとに0点か½点で始まります。
tournament-late-already-in = { $name } さんはもうこの大会にいます。何も変更していません。
tournament-late-left = { $name } さんはこの大会から抜けたため、もう一度参加することはできません。何も変更していません。
tournament-late-over = 大会は終わったため、もう誰も参加できません。
tournament-late-all-paired = { $rounds ->
    [1] ただ1つのラウンドの
   *[other] 全{ $rounds }ラウンドの
}組み合わせがもう決まっているため、途中参加のプレイヤーは一度も対局できません。何も変更していません。
tournament-swiss-full = スイス式の大会は最大{ $most }人です。満員です。
tournament-not-allowable = `{ $what }` は組み合わせで許可できるものではありません。
tournament-no-decision = 判断を待っているラウンドはありません。
tournament-pool-empty-needs-one = ゲームの候補には少なくとも1つのゲームが必要です。
tournament-pool-twice = ゲームの候補に同じゲームが2回あります。
tournament-pool-fixed = 固定のゲームには、候補にちょうど1つのゲームが必要です。
tournament-pool-agree = 合意かバンには、候補に少なくとも2つのゲームが必要です。
tournament-pool-empty = ゲームの候補が空です。
tournament-not-a-choice = { $given ->
    [no] それは
   *[yes] { $typed } は
}選べるゲームではありません: { $games }。
tournament-picks-over = 選ぶ段階は終わりました。ここからはバンでゲームを決めます。
tournament-pick-first = まず両者がゲームを選びます。選んだゲームが違うときだけバンします。
tournament-game-already-chosen = ゲームはもう決まっています: { $game }。
tournament-opponent-bans = 相手がバンする番です。
tournament-series-decided = この試合はもう勝負がついています。これ以上の局はありません。
tournament-series-undecided = この試合はまだ勝負がついていません。
tournament-field-size = { tournament-format }の大会には{ $least }〜{ $most }人のプレイヤーが必要ですが、いまは{ $count }人です。
tournament-best-of = 試合は1番勝負、3番勝負、5番勝負のどれかです。
tournament-bye-points = 不戦勝は1点、½点、0点のどれかです。
tournament-tie-break-twice = 同じタイブレークが2回あります。
tournament-swiss-rounds = { $count }人のスイス式の大会は1〜{ $most }ラウンドにできます。{ $rounds }ラウンドにはできません。
tournament-cycles = 総当たり戦は1〜{ $most }回まで繰り返せます。
tournament-third-place-single = 3位決定戦はシングルエリミネーション（またはシングルエリミネーションで行う本戦）のものです。ダブルエリミネーションは敗者側で3位を決め、スイス式と総当たり戦は順位で決めます。
tournament-playoff-league = 1位決定戦はスイス式か総当たり戦のものです。トーナメント表では決勝が1位を決めます。
tournament-groups-round-robin = グループは総当たり戦のものです。
tournament-group-size = 総当たり戦のグループは{ $least }〜{ $most }人です。{ $size }人にはできません。
tournament-groups-need-cut = グループには本戦（上位N名）が必要です。各グループの上位がトーナメント表で戦います。
tournament-cut-after-league = 本戦（上位N名）はスイス式か総当たり戦のあとに行います。トーナメント表には本戦がありません。
tournament-cut-sizes = 本戦は上位4、8、16、32名のどれかです。{ $cut }名にはできません。
tournament-cut-format = 本戦はシングルエリミネーションかダブルエリミネーションで行います。
tournament-cut-and-playoff = 1位決定戦と本戦は一緒にできません。本戦のトーナメント表が1位を決めます。
tournament-cut-too-big = 上位{ $cut }名には{ $cut }人より多いプレイヤーが必要ですが、いまは{ $count }人です。上位の人数を減らすか、本戦をなしにしてください。
tournament-no-seed = この大会にシード{ $seed }はありません。
tournament-no-rounds-in-bracket = トーナメント表にはラウンドごとの組み合わせがありません。トーナメント表を見てください。
tournament-bracket-elimination-only = トーナメント表があるのはエリミネーション方式の大会だけです。
tournament-no-match = この大会に { $key } という試合はありません。
