# The tournaments room in Japanese (docs/glossary-ja.md). The command tree: one block per
# command, its options below it; choices (choice-…) after the commands.

-tournament-number = 大会番号（既定: このサーバーで終わっていない最新の大会）
-player-concerned = 対象のプレイヤー

## /tournament (players)

cmd-tournament = 大会
    .description = 大会: 参加申し込み、トーナメント表、順位。
cmd-tournament-list = 一覧
    .description = このサーバーの大会、進行中のものから。
cmd-tournament-my-matches = 自分の試合
    .description = このサーバーの大会でのあなたの状況。
cmd-tournament-drop = 離脱
    .description = 大会から抜けます（これまでの結果は残ります）。
cmd-tournament-drop-tournament = 大会
    .description = { -tournament-number }
cmd-tournament-concede = 負け申告
    .description = 今の試合に負けたと報告します。
cmd-tournament-concede-match = 試合
    .description = 試合（既定: 今している試合）
cmd-tournament-concede-tournament = 大会
    .description = { -tournament-number }
cmd-tournament-status = 状況
    .description = 大会の進み具合を、トーナメント表か表で。
cmd-tournament-status-tournament = 大会
    .description = { -tournament-number }

## /host (organisers)

cmd-host = 主催
    .description = 主催者: 大会を作って運営します。

cmd-host-create = 作成
    .description = 大会を作成: プリセットを選び、残りを決めます。
cmd-host-create-name = 名前
    .description = 大会の名前（作成前に変更できます）
cmd-host-create-preset = プリセット
    .description = 出発点: 主催者がよく開く大会、または自分で設定（既定）

cmd-host-organiser-role = 主催者ロール
    .description = サーバー管理者: 誰が大会を主催できるか。
cmd-host-organiser-role-role = ロール
    .description = このロールのメンバーは大会を主催できる（空欄: 追加なし）
cmd-host-participant-role = 参加者ロール
    .description = サーバー管理者: プレイヤーが付けるロール。
cmd-host-participant-role-role = ロール
    .description = 大会の開始時に全プレイヤーへ付け、終了時に外す（空欄: なし）
cmd-host-champion-role = 優勝者ロール
    .description = サーバー管理者: 優勝者のロール。
cmd-host-champion-role-role = ロール
    .description = 各大会の優勝者に付け、前の優勝者からは外す（空欄: なし）
cmd-host-time-zone = タイムゾーン
    .description = サーバー管理者: 開始日時を入力するタイムゾーン。
cmd-host-time-zone-zone = タイムゾーン
    .description = IANA タイムゾーン、例: Asia/Tokyo（入力すると検索）

cmd-host-open = チェックイン
    .description = 今チェックインを開きます。閉じると大会が始まります。
cmd-host-open-minutes = 分
    .description = チェックインを開いておく時間。その後開始
cmd-host-open-tournament = 大会
    .description = { -tournament-number }
cmd-host-start = 開始
    .description = 今すぐ大会を始めます。
cmd-host-start-tournament = 大会
    .description = { -tournament-number }

cmd-host-set-result = 結果入力
    .description = 結果を入力または変更します（直前のものは /主催 取り消し で戻す）。
cmd-host-set-result-match = 試合
    .description = トーナメント表の試合（W1.2, L3.1, GF）または R2.3（第2ラウンド3番卓）
cmd-host-set-result-winner = 勝者
    .description = 勝った人（引き分けや双方不戦敗なら空欄）
cmd-host-set-result-draw = 引き分け
    .description = 試合は引き分けだった（スイス式と総当たり戦）
cmd-host-set-result-how = 方法
    .description = 対局した（既定）、不戦敗（相手が指さなかった）、双方不戦敗
cmd-host-set-result-score = スコア
    .description = 局数のスコア、勝者が先、例: 2-1（引き分け: 1½-1½）。既定: なし
cmd-host-set-result-tournament = 大会
    .description = { -tournament-number }
cmd-host-undo = 取り消し
    .description = あなたが入力した最後の結果を取り消します（それに依存するものがなければ）。
cmd-host-undo-tournament = 大会
    .description = { -tournament-number }

cmd-host-disqualify = 失格
    .description = プレイヤーを失格にします（過去の結果は残ります）。
cmd-host-disqualify-player = プレイヤー
    .description = { -player-concerned }
cmd-host-disqualify-tournament = 大会
    .description = { -tournament-number }
cmd-host-replace = 交代
    .description = 代わりの人がプレイヤーの席を引き継ぎます。
cmd-host-replace-player = プレイヤー
    .description = { -player-concerned }
cmd-host-replace-substitute = 代わり
    .description = 席を引き継ぐ人
cmd-host-replace-tournament = 大会
    .description = { -tournament-number }
cmd-host-pause = 一時停止
    .description = 一時停止します（進行中の対局は続きます）。
cmd-host-pause-tournament = 大会
    .description = { -tournament-number }
cmd-host-resume = 再開
    .description = 一時停止した大会を再開します。
cmd-host-resume-tournament = 大会
    .description = { -tournament-number }
cmd-host-cap = 定員
    .description = 開始前: 席数を変えます。
cmd-host-cap-players = 人数
    .description = 席数。超えた申し込みは順番にキャンセル待ち
cmd-host-cap-tournament = 大会
    .description = { -tournament-number }
cmd-host-seeds = シード
    .description = 開始前: 上位シードを自分で決めます。
cmd-host-seeds-players = プレイヤー
    .description = シード順のメンション、例: @Ana @Bo @Cy（シード 1, 2, 3）。空欄: なし
cmd-host-seeds-tournament = 大会
    .description = { -tournament-number }
cmd-host-watch = 観戦
    .description = この大会のすべての試合スレッドに加わります。
cmd-host-watch-on = オン
    .description = すべての試合スレッドに追加（既定）、または新しいスレッドには追加しない
cmd-host-watch-tournament = 大会
    .description = { -tournament-number }
cmd-host-pairing = 組み合わせ
    .description = 規則どおりの組み合わせがないスイス式ラウンドを決めます。
cmd-host-pairing-choice = 決定
    .description = 再戦を認める、二度目の不戦勝を与える、または終えたラウンドで終了
cmd-host-pairing-tournament = 大会
    .description = { -tournament-number }
cmd-host-late-entry = 途中参加
    .description = スイス式: 進行中の大会にプレイヤーを加えます。
cmd-host-late-entry-player = プレイヤー
    .description = 加わる人（次のラウンドから組み合わせ）
cmd-host-late-entry-start = 開始点
    .description = すでに組まれたラウンドごとの点: なし（既定）または半点
cmd-host-late-entry-tournament = 大会
    .description = { -tournament-number }
cmd-host-cancel = 中止
    .description = 大会を中止します（確認があります）。
cmd-host-cancel-tournament = 大会
    .description = { -tournament-number }
cmd-host-drop = 除外
    .description = プレイヤーを外します（開始前: 申し込みを取り消し）。
cmd-host-drop-player = プレイヤー
    .description = { -player-concerned }
cmd-host-drop-tournament = 大会
    .description = { -tournament-number }
cmd-host-export = エクスポート
    .description = すべての結果と監査ログを CSV と JSON で。
cmd-host-export-tournament = 大会
    .description = { -tournament-number }

## Choices

choice-death-match-night-double-elimination-best-of-3 = デスマッチの夜: ダブルエリミネーション、3番勝負
choice-swiss-evening = スイス式の夕べ
choice-swiss-then-top-8-single-elimination = スイス式のあと上位8人（シングルエリミネーション）
choice-custom-single-elimination-to-start-from = 自分で設定（シングルエリミネーションから）
choice-round-robin = 総当たり戦
choice-played = 対局した
choice-forfeit-the-loser-did-not-play = 不戦敗（負けた側が指さなかった）
choice-double-forfeit-neither-played = 双方不戦敗（どちらも指さなかった）
choice-allow-a-rematch = 再戦を認める
choice-give-a-second-bye-avoids-a-rematch-if-it-can = 二度目の不戦勝（できれば再戦を避ける）
choice-end-the-event-after-the-rounds-played = 終えたラウンドで大会を終了
choice-zero-points-for-the-rounds-missed = 欠けたラウンドは0点
choice-a-half-point-for-each-round-missed = 欠けたラウンドごとに半点

## /host create: the guided flow (presets, selects, the details form, Create and Cancel)

create-in-server = 大会はサーバーのチャンネルで作成します。
create-not-organiser = 大会を作成できるのはサーバー管理者と主催者ロールのメンバーだけです。
create-not-yours = この下書きは開いた主催者のものです。`/主催 作成` で自分の下書きを始めてください。何も変更していません。
create-gone = { $how ->
    [created] この下書きからはすでに大会を作成したので、もう一度は行いませんでした。
    [cancelled] この下書きは取り消されたので、何も変更していません。`/主催 作成` でやり直してください。
   *[other] この下書きはもう開いていません（表示のあとボットが再起動したか、とても古いものです）。何も変更していません。`/主催 作成` でやり直してください。
}
create-busy = この大会はいま作成中です。ほかには何もしていません。
create-not-listed = 一覧の値から選んでください。何も変更していません。
create-bad-number = { $field ->
    [starts_in] 開始までの分
    [checkin] チェックインの分
   *[max_players] 席数
}は { $low } から { $high } までの整数にしてください（空欄も可）。`{ $typed }` は違います。何も変更していません。
create-bad-name = 大会の名前は1〜{ $max }文字です。何も変更していません。
create-two-starts = 開始は日時か今からの分のどちらか一方で指定してください。何も変更していません。
create-stage-after-bracket = 第2ステージはスイス式か総当たり戦のあとに行います。そのどちらかを選ぶか、第2ステージをなしにしてください。何も作成していません。
create-stage-too-big = 上位{ $size }人には少なくとも{ $size }人が必要ですが、席数は{ $seats }です。小さい第2ステージか多い席数を選んでください。何も作成していません。
create-created = { $name } を作成しました（大会 #{ $id }）。ここで参加申し込みを受け付けます。
create-no-events = サーバーのイベントには載っていません。載せるにはイベントの管理の権限が必要です。
create-cancelled = 取り消しました。何も作成していません。

## /host create: the panel

create-preset = { $preset ->
    [death-match] デスマッチの夜
    [swiss-evening] スイス式の夕べ
    [swiss-top-8] スイス式のあと上位8人
    [round-robin] 総当たり戦
   *[custom] 自分で設定
}
create-head = **新しい大会: { $name }**（{ $preset }{ $custom ->
    [yes] 、変更あり
   *[no] {""}
}）
create-hint = これはあなただけに見えます。下で選び、**名前と開始…** で名前と開始を決めてから **作成** を押してください。
create-starts-at = { $when } に開始
create-starts-in = 作成の{ $minutes }分後に開始
create-starts-by-hand = `/主催 開始` で開始
create-checkin = { $minutes ->
    [0] チェックインなし
   *[other] 開始{ $minutes }分前からチェックイン
}
create-seats = { $count ->
    [0] 席数: 形式の上限
   *[other] { $count }席
}
create-games = ゲーム: { $games }
create-games-placeholder = ゲームを選んでください
create-button = { $action ->
    [main] 形式とゲーム
    [games] 盤と持ち時間
    [more] その他の設定
    [details] 名前と開始…
    [create] 作成
   *[cancel] 取り消し
}
create-best-of = { $count ->
    [1] 一番勝負
   *[other] { $count }番勝負
}
create-no-stage = 第2ステージなし
create-stage = 続いて上位{ $size }人、{ $format ->
    [double-elimination] ダブルエリミネーション
   *[single-elimination] シングルエリミネーション
}
create-minutes = { $field ->
    [round] { $minutes ->
        [0] ラウンドの制限時間なし
       *[other] 1ラウンド{ $time }
    }
    [deadline] { $minutes ->
        [0] 試合開始の期限なし
       *[other] 試合は{ $time }以内に開始、さもなくば不参加
    }
    [remind] { $minutes ->
        [0] チェックインの通知なし
       *[other] 開始{ $time }前にチェックインを通知
    }
   *[pick] 選択・禁止ごとに{ $time }
}
create-clock = { $kind ->
    [clock] { $value ->
        [server] 一手の持ち時間: このサーバーの設定
        [0] 一手の持ち時間: 無制限
       *[time] 一手{ $time }
    }
   *[round_clock] { $value ->
        [server] Thwart Omega のラウンド: このサーバーの設定
       *[time] Thwart Omega: 1ラウンド{ $time }
    }
}
create-rounds = { $count ->
    [0] スイス式のラウンド数: 自動
    [1] スイス式1ラウンド
   *[other] スイス式{ $count }ラウンド
}
create-tie-breaks = { $order ->
    [default] タイブレーク: 形式の既定
   *[other] タイブレーク: { $order }
}
create-option = { $field ->
    [format] { $value ->
        [single-elimination] シングルエリミネーション
        [double-elimination] ダブルエリミネーション
        [round-robin] 総当たり戦
       *[swiss] スイス式
    }
    [choice] { $value ->
        [auto] ゲーム: 合意か禁止（1つなら固定）
        [agree-or-ban] ゲーム: 合意か禁止
        [rotation] ゲーム: ラウンドごとに順番
       *[fixed] ゲーム: 固定（最初に選んだもの）
    }
    [overtime] { $value ->
        [clock] 時間切れ: 持ち時間の多い方の勝ち
        [double-loss] 時間切れ: 双方の負け
       *[organiser] 時間切れ: 主催者が決める
    }
    [seeding] { $value ->
        [random] シードは無作為
        [entry] シードは申し込み順
       *[rating] シードはレーティング順
    }
    [unplayed] { $value ->
        [fide-2026] 対局なしのラウンド: FIDE 2026
        [fide-2024] 対局なしのラウンド: FIDE 2024
       *[fide-2009] 対局なしのラウンド: FIDE 2009
    }
    [playoff] { $value ->
        [off] 一位のプレーオフなし
        [unbroken] タイブレークで一位が決まらなければプレーオフ
       *[points] 一位が勝ち点で並べば常にプレーオフ
    }
    [third_place] { $value ->
        [on] 3位決定戦あり
       *[off] 3位決定戦なし
    }
    [no_show] { $value ->
        [forfeit] 不参加は負け
       *[notify] 不参加: 通知のみ
    }
    [threads] { $value ->
        [public] 公開の試合スレッド
       *[private] 非公開の試合スレッド
    }
   *[tie_seat] { $value ->
        [higher-seed] 完全同点: 上位シードの勝ち
        [lower-seed] 完全同点: 下位シードの勝ち
       *[replay] 完全同点: 再対局
    }
}
create-board = { $game }: { $option ->
    [size] 盤の大きさ { $value }
    [pie] パイルール { $value }
    [mode] 進行: { $value }
   *[tiebreak] 同点のとき: { $value }
}
create-board-value = { $value ->
    [default] 既定
    [on] あり
    [off] なし
    [realtime] リアルタイム
    [turns] 交互
    [replay] 再対局
    [seat0] 黒の勝ち
    [seat1] 白の勝ち
    [draw] 引き分け
   *[other] { $value }
}
create-form-title = 名前と開始
create-form-label = { $field ->
    [name] 名前
    [starts_at] 開始: 日付と時刻（サーバーの時刻）
    [starts_in] または何分後に開始
    [checkin] 開始前のチェックイン（分、0: なし）
   *[max_players] 席数（空欄: 形式の上限）
}
create-form-starts-at-example = 2026-12-24 20:00、今日なら 20:00（空欄: 手動で開始）

## Two-stage events: a Swiss or round robin, then a bracket of its top cut (stages.py)

stage-bracket = { $format ->
    [double-elimination] ダブルエリミネーション
   *[other] シングルエリミネーション
}のトーナメント表{ $third ->
    [yes] （三位決定戦あり）
   *[other] {""}
}
stage-plan = **二段階の大会**: { $first ->
    [round-robin] 総当たり戦
   *[other] スイス式
}の予選のあと、順位の上位{ $count }名が{ stage-bracket }で本戦を戦います。
stage-plan-groups = 総当たり戦は{ $size }名ずつのグループで行います。各グループの1位が先に本戦に進み、次に2位、以下同様です。
stage-status-first = 二段階のうち予選: このあと上位{ $count }名が{ stage-bracket }で本戦を戦います。
stage-status-second = 本戦: 予選の上位{ $count }名が{ stage-bracket }で戦います。
stage-status-none = 予選のあと本戦に進める選手が二人も残らなかったため、予選の順位で1位を決めました。
stage-cut-head = 🏁 **{ $tournament }**: { $rounds }ラウンドで予選が終わりました。上位{ $count }名が{ stage-bracket }で本戦を戦います。シードは予選の順位（勝ち点、次に{ $tie_breaks }、次にシード）で決めました。進出者と予選の勝ち点:
stage-cut-groups = 各グループの1位が先に進出し、次に2位、以下同様です。
stage-cut-continued = 🏁 **{ $tournament }**（続き）:
stage-qualifier = `{ $seed }.` { $player } · 勝ち点{ $points }
stage-cut-bracket = トーナメント表は下にあります。各試合はそれぞれのスレッドで行います。
stage-too-few = 🛑 **{ $tournament }** は中止になりました: 開始時に{ $players }名しかおらず上位{ $count }名を上回らないため、予選で絞り込めず本戦のトーナメント表を決められません。

## Paced rounds (ラウンドの制限時間: 時間が切れると、主催者のルールが終わっていない試合を決めます)

pace-rule = { $rule ->
    [double-loss] 両者負け
    [organiser] 主催者が決める（{ $minutes }分以内。決まらなければ持ち時間で優位な選手の勝ち）
   *[clock] 持ち時間で優位な選手の勝ち
}
pace-round-ends = ⏱️ **ラウンドの制限時間**: このラウンドは { $time }（{ $relative }）に終わります。そのとき終わっていない試合はこう決まります: { $rule }。
pace-match-time = ⏱️ **ラウンドの制限時間**: 各試合は始まってから { $duration } です。そのとき終わっていない試合はこう決まります: { $rule }。
pace-asked = ⏱️ **{ $name }** · { $title }: ラウンドの制限時間が切れました。{ $organiser } さんが { $time }（{ $relative }）までに `/主催 結果入力` でこの試合を決めます。決まらなければ、そのとき持ち時間で優位な選手の勝ちになります。その間も対局は続き、先に対局で出た結果はそのまま認められます。
pace-decided = ⏱️ **{ $name }** · { $title }: ラウンドの制限時間が切れたので、{ $rule ->
    [double-loss] 両者負けです（終わっていない試合についての主催者のルール）。
    [fallback] 持ち時間で優位な選手の勝ちです。主催者は時間内に決めませんでした。
   *[clock] 持ち時間で優位な選手の勝ちです（終わっていない試合についての主催者のルール）。
}
pace-used = この局で使った考慮時間: { $a } { $used-a }、{ $b } { $used-b }。
pace-score = 今の盤上の得点: { $a } { $score-a }、{ $b } { $score-b }{ $tie ->
    [group-sizes] 。得点が同じなので、グループの大きさで決まります
    [tie-seat0] 。完全同点なので、席のルールで一番目の席の勝ちです
    [tie-seat1] 。完全同点なので、席のルールで二番目の席の勝ちです
   *[none] {""}
}。
pace-by = { $by ->
    [game] 局数が並んでいたので、いま判定した局で決まります: { $winner } さんが試合に勝ちます。
    [draw] 優位な選手はいません: 試合は引き分けです。
    [seed] 優位な選手はおらず、この試合は勝者が必要です: 上位シードの { $winner } さんが勝ち上がります。
    [double-loss] どちらの選手にも点は入りません。
    [series-draw] 局数が並んでいます: 試合は引き分けです。
   *[series] { $winner } さんが試合に勝ちます。
}
pace-time-up = ⏱️ **{ $name }**: 次の試合でラウンドの制限時間が切れました:
pace-line-won = `{ $key }` { $a } 対 { $b }: 持ち時間で { $winner } さんの勝ち
pace-line-drawn = `{ $key }` { $a } 対 { $b }: 持ち時間の判定で引き分け
pace-line-lost = `{ $key }` { $a } 対 { $b }: 両者負け
pace-line-asked = `{ $key }` { $a } 対 { $b }: { $time } まで主催者の判断待ち
pace-ask-organiser = { $organiser } さん、判断待ちの試合を `/主催 結果入力` で決めてください。時間が切れると、持ち時間で優位な選手の勝ちになります。
pace-status-head = ⏱️ **ラウンドの制限時間** { $duration }。そのとき終わっていない試合はこう決まります: { $rule }。
pace-status-round = ラウンド { $round }: { $time }（{ $relative }）に終了
pace-status-round-latest = ラウンド { $round }: 遅くとも { $time } に終了
pace-status-round-paused = ラウンド { $round }: 残り { $left }。大会の一時停止中、ラウンドの時間は止まります
pace-status-round-deciding = ラウンド { $round }: 時間切れ。主催者が { $time }（{ $relative }）までに決めます
pace-status-match = `{ $key }`: { $time }（{ $relative }）に終了
pace-status-match-paused = `{ $key }`: 残り { $left }。大会の一時停止中、ラウンドの時間は止まります
pace-status-match-deciding = `{ $key }`: 時間切れ。主催者が { $time }（{ $relative }）までに決めます
pace-status-more = … ほかにラウンドが { $count } 回あり、それぞれ最大 { $duration } です。
pace-status-more-matches = … ほかに試合が { $count } 件あり、それぞれ終わる時刻が違います。

## チャンネルと試合スレッドへの大会の投稿 (texts.py)

tourn-format = { $format ->
    [single-elimination] シングルエリミネーション
    [double-elimination] ダブルエリミネーション
    [round-robin] 総当たり戦
   *[swiss] スイス式
}
tourn-format-lead = { $format ->
    [single-elimination] シングルエリミネーション
    [double-elimination] ダブルエリミネーション
    [round-robin] 総当たり戦
   *[swiss] スイス式
}
tourn-best-of = { $count ->
    [1] 1局勝負
   *[other] { $count }番勝負
}
tourn-rule = { $rule ->
    [fixed] ゲームは1つ
    [rotation] ラウンドごとに順番に変わるゲーム
   *[agree-or-ban] 合意かバン: それぞれ非公開で選び、違えば交互にバン
}
tourn-how = { $how ->
    [fixed] この大会のゲーム
    [rotation] このラウンドの順番のゲーム
    [agreed] 両者が同じゲームを選びました
    [bans] バンの後に残った最後のゲーム
    [agree-or-ban] 候補に残った唯一のゲーム
   *[restart] 中止の後にやり直し
}
tourn-reason = { $reason ->
    [no-show] 期限までに現れなかったプレイヤーがいます
    [dropped] 大会を抜けたプレイヤーがいます
    [disqualified] 失格になったプレイヤーがいます
    [conceded] 棄権
   *[organiser] 主催者が入力
}
tourn-places = { $rule ->
    [third] 準決勝で負けた2人は決勝と並んで3位決定戦を戦います。
    [shared] 準決勝で負けた2人が3位を分け合います。
    [points] 勝ち点で1位に並んだプレイヤーは最終ラウンドの後に1位決定戦を戦います。
    [unbroken] 勝ち点とすべてのタイブレークで1位に並んだプレイヤーは最終ラウンドの後に1位決定戦を戦います。
   *[seed] 1位が並んだらタイブレーク、それでも並べばシードが上のプレイヤーで決めます（決定戦なし）。
}
tourn-title = { $kind ->
    [round-of] 第{ $round }ラウンド（全{ $total }ラウンド）
    [round] 第{ $round }ラウンド
    [board] 第{ $round }ラウンド 第{ $index }卓
    [match] 第{ $round }ラウンド 第{ $index }試合
    [w-round] 勝者側 第{ $round }ラウンド
    [w-match] 勝者側 第{ $round }ラウンド 第{ $index }試合
    [l-round] 敗者側 第{ $round }ラウンド
    [l-match] 敗者側 第{ $round }ラウンド 第{ $index }試合
    [l-final] 敗者側決勝
    [final] 決勝
    [w-final] 勝者側決勝
    [semis] 準決勝
    [w-semis] 勝者側準決勝
    [quarters] 準々決勝
    [w-quarters] 勝者側準々決勝
    [semi] 準決勝 第{ $index }試合
    [w-semi] 勝者側準決勝 第{ $index }試合
    [quarter] 準々決勝 第{ $index }試合
    [w-quarter] 勝者側準々決勝 第{ $index }試合
    [grand] グランドファイナル
    [reset] グランドファイナル（リセット）
    [third] 3位決定戦
   *[playoff] 1位決定戦
}
tourn-signup = 🏆 { $name }（大会 #{ $id }）の参加申し込みを受け付けています。主催: { $organiser }。
tourn-signup-format = { tourn-format-lead }、試合は{ tourn-best-of }。ゲーム: { $games }（{ tourn-rule }）。
tourn-signup-starts = 開始: { $when }。
tourn-signup-by-hand = 主催者が開始したときに始まります。
tourn-signup-checkin = チェックインは{ $when }に始まります。
tourn-signup-deadline = 各試合は準備ができてから{ $minutes }分以内に始めてください。現れなかったプレイヤーは不戦敗になります。
tourn-signup-public = 各試合は公開スレッドで行われ、ここにいる誰でも観戦できます。
tourn-signup-join = **参加**を押して申し込んでください。
tourn-checkin = ✅ { $name } のチェックインが始まりました{ $when ->
    [none] {""}
   *[other] （開始 { $when } まで）
}: **チェックイン**を押してください。チェックインしたプレイヤーだけが対戦します。参加者:
tourn-checkin-waitlist = キャンセル待ち（こちらもチェックインしてください。開始までにチェックインされなかった席は、ここで先にチェックインしたプレイヤーに回ります）:
tourn-checkin-continued = ✅ { $name } のチェックイン（続き）:
tourn-started = 🚀 { $name } が{ $count }人で始まりました。シードは{ $seeding ->
    [random] ランダム
    [rating] レーティング順
   *[entry] 申し込み順
}です:
tourn-started-left-out = チェックインしなかったため対戦しないプレイヤー:
tourn-started-waitlisted = キャンセル待ちのままのため対戦しないプレイヤー:
tourn-started-continued = 🚀 { $name }（続き）:
tourn-choice-lead = 🎲 { $name } · { $title }、第{ $game }局
tourn-choice-pick = { $lead }: { $a } さんと { $b } さん、**選ぶ**でそれぞれ非公開でゲームを選んでください（{ $games }）。同じゲームならそれを対局し、違えば1つ残るまで交互にバンします。
tourn-choice-nothing = なし
tourn-choice-picks = 選んだゲーム: { $a } { $pick_a }、{ $b } { $pick_b }。
tourn-choice-banned-by = { $game }（{ $player } さんがバン）
tourn-choice-banned = バン: { $games }。
tourn-choice-ban = { $lead }: 合意しませんでした。{ $picked }{ $banned } { $player } さん、**選ぶ**でゲームを{ $count }つバンしてください。残り: { $games }。
tourn-deadline-at = 期限 { $when }。
tourn-game-so-far = （ここまで { $a } { $score_a }–{ $score_b } { $b }）
tourn-game = 🎮 { $name } · { $title }、{ $of ->
    [1] {""}
   *[other] { $of }局中{" "}
}第{ $game }局{ $score }: **{ $title_game }**（{ tourn-how }）。{ $seat0 } さんが先の席、相手は { $seat1 } さんです。対局 #{ $match } は専用のスレッドで行います。
tourn-result-nobody = { $lead }: { $a } さんも { $b } さんも勝ち上がりません{ $why }。
tourn-result-draw = { $lead }: { $a } さんと { $b } さんは引き分け{ $why }。
tourn-result-won = { $lead }: { $winner } さんが { $loser } さんに{ $forfeit ->
    [yes] 不戦勝
   *[no] 勝ち
}{ $score }{ $why }。
tourn-result-removed = 合わなくなった後の結果を取り消しました:
tourn-continued = { $lead }（続き）:
tourn-replaced = 🔁 { $name }: { $new } さんが { $old } さんの席を引き継ぎます（主催者の決定）。
tourn-left = 👋 { $player } さんが { $name } { $action ->
    [dropped] を抜けました
   *[disqualified] で失格になりました
}。これまでの結果はそのまま残ります。
tourn-left-forfeits = 相手の不戦勝:
tourn-left-continued = 👋 { $name }（続き）:
tourn-deadline-lead = ⏰ { $name } · { $title }: 期限が過ぎました
tourn-deadline = { $lead }{ $what ->
    [overran] 。両者が対局中なので試合は続きます（主催者に伝えました）。
    [absent] 。まだ現れていないプレイヤー: { $absent }。どうするかは主催者が決めます。
   *[forfeit] 。現れなかったプレイヤー: { $absent }。この試合は不戦敗です。
}
tourn-held-reason = { $reason ->
    [rematch] 再戦
   *[second-bye] 2度目の不戦勝
}
tourn-and = { $a }と{ $b }
tourn-held = ⏸️ { $name }: 第{ $round }ラウンドは{ $needs }なしでは組み合わせが作れないため、主催者を待っています。{ $organiser } さん、`/host pairing` で選んでください: 再戦を認める、2度目の不戦勝を与える、またはここまでのラウンドで大会を終える。
tourn-organiser = { $text } 変更するには `/host set-result` を使ってください。
tourn-places-more = · ほか{ $count }人（順位を見てください）
tourn-players = { $count }人
tourn-finished-nobody = 🏁 { $name } が終わりました。優勝者は決まりませんでした。{ $places }
tourn-finished-tied = 🏆 { $name } が終わりました！ { $who } さんが勝ち点とすべてのタイブレークで1位に並びました。優勝はその中でシードが最も上の { $champion } さんです。{ $places }
tourn-finished-playoff = 🏆 { $name } が終わりました！ { $a } さんと { $b } さんが1位に並び、{ $champion } さんが1位決定戦に勝って優勝しました。{ $places }
tourn-finished-level = 🏆 { $name } が終わりました！ 優勝: { $champion } さん。{ $who } さんと勝ち点で並び、タイブレーク（{ $tie_breaks }）で上回りました。{ $places }
tourn-finished = 🏆 { $name } が終わりました！ 優勝: { $champion } さん。{ $places }
tourn-undone = ↩️ { $name } · { $title }: 主催者が入力した結果を取り消しました。
tourn-paused = ⏸️ { $name } は一時停止中です。進行中の対局は続き、新しい対局は始まりません。
tourn-resumed = ▶️ { $name } を再開します。すべての期限は停止していた時間だけ延びました。
tourn-cancelled = 🛑 { $name } { $reason ->
    [not-enough-players] は中止になりました: 開始時にプレイヤーが2人いませんでした。
    [organiser] は主催者によって中止されました。進行中の対局は止めました。
   *[other] は開始できず中止になりました: { $why }
}
tourn-part = （全{ $total }件中{ $part }件目）:
tourn-byes = 対局なしで勝ち上がり:
tourn-pairings = 📣 { $name } · { $title }: 組み合わせです。各試合は専用のスレッドで行い、プレイヤーはそこに追加され通知されます:
tourn-summary = 📋 { $name } · { $title }: すべての試合が決着しました。
tourn-summary-none = このラウンドで行われた試合はありません。
tourn-line-pair = `{ $key }` { $a } 対 { $b }
tourn-line-nobody = `{ $key }` { $a }、{ $b }: どちらも勝ち上がらず（双方不戦敗）
tourn-line-draw = `{ $key }` { $a }、{ $b } 引き分け{ $score }
tourn-line-forfeit = `{ $key }` { $winner } の不戦勝、相手 { $loser }
tourn-line-won = `{ $key }` { $winner } の勝ち{ $score }、相手 { $loser }
tourn-event-line = 📅 サーバーのイベントで「興味あり」を押してください: { $url }
tourn-status-head = { $name }（大会 #{ $id }）· { tourn-format } · { tourn-best-of } · { $games }
tourn-status-open = { $state ->
    [checkin] チェックイン
   *[signup] 参加申し込み
}受付中: 参加{ $joined }人、チェックイン{ $checked }人。
tourn-status-full = { $seats }席はすべて埋まっています。キャンセル待ち{ $waiting }人。
tourn-status-starts = 開始: { $when }。
tourn-status-champion = 終了。優勝: { $champion }
tourn-status-nobody = 終了。優勝者なし
tourn-status-tied = { $count }人が勝ち点とすべてのタイブレークで1位に並び、その中でシードが最も上のプレイヤーが優勝しました。
tourn-status-playoff = 1位と2位は1位決定戦で決まりました。
tourn-status-cancelled = 中止されました。
tourn-status-paused = 一時停止中です。
tourn-status-held = 第{ $round }ラウンドは{ $needs }なしでは組み合わせが作れないため、主催者の決定を待っています。
tourn-status-round = 第{ $round }ラウンド。
tourn-status-match = 対局 #{ $match }
tourn-status-choosing = ゲームを選択中
tourn-status-deadline = 、期限 { $when }
tourn-status-live = · `{ $key }` { $title }: { $a } 対 { $b } — { $now }{ $deadline }
tourn-status-more = … ほかに{ $count }試合が進行中です。画像にすべて載っています。

## 参加の確定: チェックインのリマインド、キャンセル待ちからの繰り上げ、途中参加 (entries.py)

tourn-reminder = ⏰ { $name } のチェックインは{ $when }に締め切られます: **チェックイン**を押してください。押さないと席はキャンセル待ちに回ります。まだチェックインしていないプレイヤー:
tourn-reminder-waitlist = キャンセル待ちの方もチェックインすれば、空いた席に入れます:
tourn-reminder-waitlist-only = ⏰ { $name } のチェックインは{ $when }に締め切られます。キャンセル待ちの方は**チェックイン**を押して、空いた席に入ってください:
tourn-reminder-continued = ⏰ { $name } のチェックインのリマインド（続き）:
tourn-promoted-why = { $why ->
    [left] 席が1つ空きました
    [cap] 主催者が席を増やしました
   *[checkin] 開始までにチェックインされなかった席がありました
}
tourn-promoted = 🎟️ { $name }: { $why }。キャンセル待ちから次の方が参加します:
tourn-promoted-checkin = 開始前にチェックインのメッセージで**チェックイン**を押してください。
tourn-promoted-continued = 🎟️ { $name }（続き）:
tourn-late = ➕ { $player } さんが { $name } に途中参加します（主催者の決定）。シード{ $seed }、第{ $round }ラウンドから組み合わせに入り、出られなかった{ $missed }ラウンド分として勝ち点{ $points }を受け取ります{ $single ->
    [yes] {""}
   *[no] {""}
}。

## 大会のボタン: 参加、辞退、チェックイン、選ぶ、とその非公開の返答 (buttons.py)

tourn-button = { $action ->
    [join] 参加
    [leave] 辞退
    [checkin] チェックイン
   *[choose] 選ぶ
}
tourn-joined = { $name } に参加しました（現在{ $count }人）。
tourn-joined-waitlist = { $name } は満席です（{ $seats }席）。キャンセル待ちの{ $place }番目です。席が空けばあなたの番で、ボットがここでお知らせします。
tourn-joined-checked-in = チェックインも済みました。
tourn-checked-in = { $name } にチェックインしました。健闘を祈ります！
tourn-checked-in-waitlist = { $name } のキャンセル待ち{ $place }番目としてチェックインしました。開始までにチェックインされなかった席は、キャンセル待ちの順に回ります。
tourn-left-answer = { $name } を辞退しました。
tourn-choice-over = その選択はもう終わっています。最新のメッセージを使ってください。
tourn-pick-ask = 対局したいゲームを選んでください（あなたにだけ見えています）。
tourn-picked-so-far = ここまで { $game } を選んでいます。
tourn-not-your-ban = 相手がバンする番です。
tourn-ban-ask = あと{ $count }つゲームをバンしてください。1回押すごとに1つバンします。
tourn-picked = { $game } を選びました{ $waiting ->
    [yes] 。相手の選択を待っています。
   *[no] 。
}
tourn-banned = { $game } をバンしました。

## /tournament list、my-matches、drop、concede、status (commands.py)

tourn-phase = { $phase ->
    [signup] 参加申し込み受付中
    [checkin] チェックイン受付中
    [running] 進行中
    [paused] 一時停止中
    [finished] 終了
   *[cancelled] 中止
}
tourn-list-none = このサーバーにはまだ大会がありません。
tourn-list-head = このサーバーの大会:
tourn-list-line = · #{ $id } { $name } — { tourn-format }、{ tourn-phase }
tourn-list-more = … ほかに以前の大会が{ $count }件。
tourn-where-entered = · { $head }: { $checked ->
    [yes] チェックイン済み
   *[no] 参加申し込み済み
}{ $place ->
    [none] {""}
   *[other] （キャンセル待ち{ $place }番目）
}、{ tourn-phase }。
tourn-where-playing = · { $head }: `{ $key }` { $title }、相手は { $opponent } さん — { $where }。
tourn-where = · { $head }: { $state ->
    [out] 敗退しました（結果は残ります）。
    [eliminated] トーナメント表から敗退しました。
    [waiting] 次の試合を待っています。
    [finished] 終了。
   *[cancelled] 中止。
}
tourn-mine-more = … ほかにもあります: `/tournament list` を見てください。
tourn-mine-none = このサーバーで終わっていない大会のうち、あなたが参加している大会はありません。
tourn-conceded = 負けを記録しました。最後まで正々堂々と戦ってくれてありがとうございます。
tourn-follow-live = ライブで見る
tourn-whole-event = 大会の全体

## コマンドの対象の大会 (lookup.py)

tourn-not-here = このサーバーに大会 #{ $id } はありません。

## /host: 主催者への返答 (host/running.py, results.py, field.py, server.py, choices.py)

host-checkin-open = { $name } のチェックインを開始しました。
host-started = { $name } が始まりました。
host-unwatched = { $name } の新しい試合スレッドには今後追加されません。
host-watching = { $count ->
    [0] { $name } の試合スレッドはまだ開いていません
   *[other] ここまでの { $name } の試合スレッド{ $count }件すべてに参加しています
}。新しいスレッドにもすべて追加されます。
host-paused = { $name } を一時停止しました。
host-resumed = { $name } を再開しました。
host-pairing-still = 認めましたが、このラウンドにはまだ{ $needs }が必要です。もう一度選んでください。
host-pairing = { $choice ->
    [end] { $name } はここまでのラウンドで終わります。
   *[other] { $name } の次のラウンドの組み合わせを作りました。
}
host-over = { $name } はもう終わっています。
host-cancel-question = { $name }（大会 #{ $id }）を中止しますか？ 進行中の対局は中止されます。
host-cancelled = { $name } を中止しました。
host-double-forfeit-alone = 双方不戦敗には勝者がなく、引き分けでもありません。
host-winner-or-draw = 勝者か `draw: True` のどちらか一方だけを指定してください。両方指定することも、どちらも指定しないこともできません。
host-result-set = { $name } の { $key } の結果を入力しました（この結果に依存するものがない間は `/host undo` で取り消せます）。
host-result-undone = { $name } の { $key } に入力した結果を取り消しました。
host-exported = { $name } のすべての結果です{ $trf ->
    [yes] （.trf は FIDE の TRF 形式です）。
   *[no] 。
}
host-not-a-score = `{ $typed }` はスコアではありません。`2-1` のように書いてください（勝者の局数が先）。
host-not-a-player = `{ $typed }` はプレイヤーではありません。各プレイヤーをシード順にメンション（@名前）してください。
host-cap = { $name } の席は{ $seats }席になりました（{ $taken }席埋まり{ $waiting ->
    [0] {""}
   *[other] 、キャンセル待ち{ $waiting }人
}）。
host-no-seeds = { $name } には手動のシードがなくなりました。
host-seeds = { $name } のシード: { $order }{ $more ->
    [0] {""}
   *[other] 、ほか{ $more }人
}。ほかのプレイヤーはその後に続きます。
host-disqualified = { $player } さんを { $name } で失格にしました。
host-no-bots = ボットは対局できません。
host-replaced = { $name } で { $new } さんが { $old } さんの席を引き継ぎます。
host-dropped = { $player } さんは { $name } から外れました。これまでの結果は残ります。
host-late-entry = { $player } さんがシード{ $seed }として { $name } に入り、第{ $round }ラウンドから組み合わせに入ります。
host-role-none = { $which ->
    [participant] 大会のプレイヤーにはロールを付けなくなりました。
   *[champion] 大会の優勝者にはロールを付けなくなりました。
}
host-role = { $which ->
    [participant] このサーバーの大会に出るプレイヤーは、開始時に { $role } を受け取り、終了時に返します。各ラウンドの組み合わせでこのロールをメンションします。
   *[champion] 各大会の優勝者が { $role } を受け取り、前の優勝者は返します。
}
host-time-zone = `/host create` で入力する開始時刻は、これから { $zone } の時刻として読みます。みんな自分のタイムゾーンで見えます。

## トーナメント表や順位の画像のメッセージ (delivery.py)

tourn-caption = 📊 **{ $name }** · { $phase ->
    [signup] 参加申し込み受付中
    [checkin] チェックイン受付中
    [running] 進行中
    [paused] 一時停止中
    [finished] 終了
   *[cancelled] 中止
}
host-role-problem = { $problem ->
    [everyone] @everyone は付与できません。別のロールを選んでください。
    [managed] { $role } は連携アプリのロールなので、Discord はボットによる付与を認めていません。
    [permission] ロールを付与するには「ロールの管理」権限が必要です。
    [above] { $role } が私の一番上のロールより下にないため付与できません。サーバー設定 → ロールで私のロールをその上に移すか、別のロールを選んでください。
   *[no-server] サーバーの中で使ってください。
}

## The Scheduled Event's description (calendar.py), in the server's language. It begins with
## the mark, by which a retry after a crash finds the event it made already.

tourn-event-mark = Stone Arena 大会 #{ $id }：
tourn-event-description = { tourn-event-mark }{ tourn-format }、試合は{ tourn-best-of }、ゲーム：{ $games }。#{ $channel } の参加ボタンから申し込んでください。

## The words of the tournament pictures and their alt texts (images.py, final_images.py), in
## the server's language: the bracket, its pages and overview, the standings, the final places.

pic-entry = { $entry ->
    [bye] 不戦勝
   *[tbd] 未定
}
pic-forfeit = { $side ->
    [won] 勝
   *[lost] 敗
}
pic-note = { $status ->
    [dropped] 途中棄権
   *[disqualified] 失格
}
pic-champion = 優勝：{ $name }
pic-champion-alt = 優勝：{ $name }。
pic-column = { $column ->
    [seed] シード
    [player] プレイヤー
    [points] 勝ち点
    [wdl] 勝-分-敗
    [wl] 勝-敗
    [record] 成績
    [out-in] 敗退
   *[points-long] 勝ち点
}
pic-bracket-subtitle = { $count }人 · { tourn-format }
pic-standings-subtitle = { $kind ->
    [after] 第{ $round }ラウンド終了後（全{ $total }ラウンド）
    [final] 全{ $total }ラウンド終了、最終順位
    [final-playoff] 全{ $total }ラウンド終了、最終順位（1位と2位は1位決定戦で決定）
   *[playoff] 全{ $total }ラウンド終了、1位決定戦の対局中
}
pic-bracket-alt = { $title }：{ $subtitle }、対局中の試合 { $live }。
pic-standings-alt = { $title } の順位、{ $subtitle }：{ $top }。
pic-page-matches = { $about }、全{ $count }試合のうち{ $first }–{ $last }
pic-page-third = { $about }と3位決定戦
pic-page-alt = { $title } のトーナメント表、{ $page }ページ目：{ $about }。
pic-progress = { $state ->
    [done] 終了（{ $count }）
    [live] { $playing }試合対局中 · { $count }試合中{ $decided }試合終了
   *[later] { $count }試合予定
}
pic-overview-subtitle = { $count }人 · { tourn-format } · 残り{ $left }人
pic-still-in = 残り{ $count }人
pic-overview-alt = { $title } の概要、{ $subtitle }。{ $rounds }。
pic-overview-alt-still-in = 残っているプレイヤー：{ $names }。
pic-rows = { $title } · 全{ $count }行のうち{ $first }–{ $last }
pic-standings-page-alt = { $title } の順位、{ $pages }ページ中{ $page }ページ目：{ $top }
pic-detail = { $kind ->
    [champion] 優勝
    [third] 3位決定戦
    [third-won] 3位決定戦で勝利
    [first-stage] 予選、{ $points }
    [won-playoff] { $points }・決定戦勝ち
   *[lost-playoff] { $points }・決定戦負け
}
pic-points = 勝ち点{ $points }{ $one ->
    [yes] {""}
   *[no] {""}
}
pic-stages-subtitle = { $count }人 · 上位{ $cut }名 · { tourn-format }
pic-places = { $subtitle } · { $first }–{ $last }位
pic-final-title = { $title } · 最終順位
pic-final-alt = { $title } の最終順位{ $pages ->
    [1] {""}
   *[other] 、{ $pages }ページ中{ $page }ページ目
}：{ $top }。
pic-final-all-alt = { $title } の最終順位、全{ $count }位：{ $top }。

## The exact-tie rule announced before a tournament Thwart Omega game (texts/__init__.py
## game_text; the facts come from the engine's tiebreak_notice).

tourn-tie-notice = { $rule ->
    [replay] この対局が完全同点（グループの大きさまですべて同じ）で終わった場合は、再対局します。
    [higher] この対局が完全同点（グループの大きさまですべて同じ）で終わった場合は、{ $name } さんの勝ちです（上位シード：シード { $seed }、席{ $seat }）。
   *[lower] この対局が完全同点（グループの大きさまですべて同じ）で終わった場合は、{ $name } さんの勝ちです（下位シード：シード { $seed }、席{ $seat }）。
}
